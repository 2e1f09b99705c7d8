import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, toast } from '@pathway/design-system';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@pathway/validation';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as api from '../../lib/api.ts';
import { hideSpinner, withSpinner } from '../../lib/loading.ts';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { messageOr, successMessages } from './successMessages.ts';

/** Password recovery: user name and contract code. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isValid },
  } = useGuardedForm<ForgotPasswordValues>(
    {
      resolver: zodResolver(forgotPasswordSchema),
      mode: 'onTouched',
      defaultValues: { userName: '', contractCode: '' },
    },
    { guardLeaving: false },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await withSpinner(
        api.users.validateForgetPasswordUser({ userName: values.userName, contractCode: values.contractCode }),
      );
      toast.success(messageOr(response, successMessages.forgotPassword));
      await navigate(paths.login.href());
    } catch {
      // Spec section 8: a failed password recovery only hides the spinner (the server says nothing more).
      hideSpinner();
    }
  });

  return (
    <Panel data-component="ForgotPasswordScreen" aria-labelledby="forgot-password-title">
      <Title id="forgot-password-title">Forgot Password</Title>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="User Name"
          autoComplete="username"
          required
          error={errors.userName?.message}
          {...register('userName')}
        />
        <TextField label="Contract Code" required error={errors.contractCode?.message} {...register('contractCode')} />
        <Actions>
          <Button variant="secondary" onClick={() => void navigate(paths.login.href())}>
            Back
          </Button>
          <Button type="submit" disabled={!isValid} busy={isSubmitting}>
            Reset Password
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
