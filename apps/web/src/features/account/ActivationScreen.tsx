import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, toast } from '@pathway/design-system';
import { activationSchema, type ActivationValues } from '@pathway/validation';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as api from '../../lib/api.ts';
import { hideSpinner, withSpinner } from '../../lib/loading.ts';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { messageOr, successMessages } from './successMessages.ts';

/** Account activation from the e-mailed link (`#/user-activation?code=…`): activation and contract codes. */
export function ActivationScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ActivationValues>({
    resolver: zodResolver(activationSchema),
    defaultValues: { activationCode: searchParams.get('code') ?? '', contractCode: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await withSpinner(
        api.users.validateUserActivation({ activationCode: values.activationCode, contractCode: values.contractCode }),
      );
      toast.success(messageOr(response, successMessages.activation));
      await navigate(paths.login.href());
    } catch {
      // Spec section 8: a failed activation only hides the spinner.
      hideSpinner();
    }
  });

  return (
    <Panel data-component="ActivationScreen" aria-labelledby="activation-title">
      <Title id="activation-title">Account Activation</Title>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Activation Code"
          required
          error={errors.activationCode?.message}
          {...register('activationCode')}
        />
        <TextField label="Contract Code" required error={errors.contractCode?.message} {...register('contractCode')} />
        <Actions>
          <Button type="submit" busy={isSubmitting}>
            Activate
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
