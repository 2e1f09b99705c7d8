import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextField, toast } from '@pathway/design-system';
import { changePasswordSchema, messages, type ChangePasswordValues } from '@pathway/validation';
import { useMemo } from 'react';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import { useNavigate, useSearchParams } from 'react-router';
import * as api from '../../lib/api.ts';
import { withSpinner } from '../../lib/loading.ts';
import { useAtomValue } from 'jotai';
import { userAtom, useSignIn, useSignOut } from '../../lib/session.ts';
import { paths } from '../../config/paths.ts';
import type { LoginResponse } from '@pathway/api-client';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { accountFailureText, toAppPath } from './accountFailure.ts';
import { messageOr, successMessages } from './successMessages.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { showFailureText } from '../../lib/failure.ts';

/**
 * The signed-in user's password change. `?required=true` (the forced change after expiry) shows
 * the spec's warning. After the change the user is signed in again with the new password.
 */
export function ChangePasswordScreen() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const [searchParams] = useSearchParams();
  const isRequired = searchParams.get('required') === 'true';
  const userName = useAtomValue(userAtom)?.userName ?? '';
  const schema = useMemo(() => changePasswordSchema(userName), [userName]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useGuardedForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    let changed: unknown;
    try {
      changed = await withSpinner(
        api.users.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
      );
    } catch (error) {
      showFailureText(accountFailureText(error, messages.somethingWentWrong));
      return;
    }
    const changedText = messageOr(changed, successMessages.changePassword);
    // Spec section 7: a changed password ends the old token's validity, so sign in again with the new one.
    let response: LoginResponse;
    try {
      response = await withSpinner(api.auth.login({ username: userName, password: values.newPassword }));
    } catch {
      // The password did change: saying "Something went wrong" would send the user back to type the
      // old one. The old token is no longer valid, so sign out and let them sign in with the new one.
      signOut();
      toast.success(`${changedText} ${successMessages.signInAgain}`);
      await navigate(paths.login.href(), { replace: true });
      return;
    }
    signIn(response);
    toast.success(changedText);
    await navigate(toAppPath(response.redirectionUrl));
  });

  return (
    <Panel data-component="ChangePasswordScreen" aria-labelledby="change-password-title">
      <Title id="change-password-title">Change Password</Title>
      {isRequired ? <Alert variant="warning">{messages.passwordUpdateRequired}</Alert> : null}
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          errors={errors}
        />
        <Actions>
          <Button type="submit" busy={isSubmitting}>
            Change Password
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
