import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, toast } from '@pathway/design-system';
import { forgotUsernameSchema, messages, type ForgotUsernameValues } from '@pathway/validation';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as api from '../../lib/api.ts';
import { withSpinner } from '../../lib/loading.ts';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { recoveryFailureText } from './accountFailure.ts';
import { messageOr, successMessages } from './successMessages.ts';
import { showFailureText } from '../../lib/failure.ts';

/** User name recovery by email address. */
export function ForgotUsernameScreen() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useGuardedForm<ForgotUsernameValues>(
    {
      resolver: zodResolver(forgotUsernameSchema),
      defaultValues: { emailAddress: '' },
    },
    { guardLeaving: false },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await withSpinner(api.users.validateForgetUsername({ emailAddress: values.emailAddress }));
      toast.success(messageOr(response, successMessages.forgotUsername));
      await navigate(paths.login.href());
    } catch (error) {
      // Spec section 8's fallback says the address is unknown: only for a refusal, never for a
      // server that throttled or failed (ADR 222).
      showFailureText(recoveryFailureText(error, messages.unableToFindEmail));
    }
  });

  return (
    <Panel data-component="ForgotUsernameScreen" aria-labelledby="forgot-username-title">
      <Title id="forgot-username-title">Forgot Username</Title>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          error={errors.emailAddress?.message}
          {...register('emailAddress')}
        />
        <Actions>
          <Button variant="secondary" onClick={() => void navigate(paths.login.href())}>
            Back
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Find Username
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
