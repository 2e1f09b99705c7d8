import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, toast } from '@pathway/design-system';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@pathway/validation';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as api from '../../lib/api.ts';
import { showFailureText } from '../../lib/failure.ts';
import { withSpinner } from '../../lib/loading.ts';
import { RECOVERY_REFUSED, recoveryFailureText } from './accountFailure.ts';
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
    } catch (error) {
      // Spec section 8 has a failed recovery only hide the spinner; but the server answers alike
      // whether the account exists, so what fails is a throttle (429) or the server itself, and the
      // user must hear it and when to try again (ADR 222, issue 45).
      showFailureText(recoveryFailureText(error, RECOVERY_REFUSED));
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
