import { toApiError } from '@pathway/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, toast } from '@pathway/design-system';
import { activationSchema, activationWithPasswordSchema, type ActivationWithPasswordValues } from '@pathway/validation';
import type { Resolver } from 'react-hook-form';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as api from '../../lib/api.ts';
import { hideSpinner, withSpinner } from '../../lib/loading.ts';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { messageOr, successMessages } from './successMessages.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/**
 * Account activation from the e-mailed link (`#/user-activation?code=…`): activation and contract
 * codes. A link an administrator handed over (`&choose-password=true`, ADR 201) also asks for the
 * password, so the user gets in without the temporary password's mail.
 */
export function ActivationScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const choosing = searchParams.get('choose-password') === 'true';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useGuardedForm<ActivationWithPasswordValues>(
    {
      // Without a handed-over link the spec's form has the two codes only; that schema checks a subset
      // of these values, and the password fields are not rendered then.
      resolver: zodResolver(
        choosing ? activationWithPasswordSchema : activationSchema,
      ) as unknown as Resolver<ActivationWithPasswordValues>,
      defaultValues: {
        activationCode: searchParams.get('code') ?? '',
        contractCode: '',
        newPassword: '',
        confirmPassword: '',
      },
    },
    { guardLeaving: false },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await withSpinner(
        api.users.validateUserActivation({
          activationCode: values.activationCode,
          contractCode: values.contractCode,
          ...(choosing ? { newPassword: values.newPassword } : {}),
        }),
      );
      toast.success(messageOr(response, successMessages.activation));
      await navigate(paths.login.href());
    } catch (error) {
      // Spec section 8: a failed activation only hides the spinner; a password the server's policy
      // refuses (its user-name rule, which this page cannot check) is said beside the field.
      hideSpinner();
      const refused = choosing ? toApiError(error).fieldMessages.newPassword : undefined;
      if (refused !== undefined) setError('newPassword', { message: refused });
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
        {choosing ? (
          <NewPasswordFields
            newPassword={register('newPassword')}
            confirmPassword={register('confirmPassword')}
            errors={errors}
          />
        ) : null}
        <Actions>
          <Button type="submit" busy={isSubmitting}>
            Activate
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
