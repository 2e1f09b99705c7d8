import { TextField } from '@pathway/design-system';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { POLICY_HINT } from './successMessages.ts';

interface Props {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } };
}

/**
 * The new password and its confirmation, as activation and a password change both ask for them:
 * the policy hint under the first, and `new-password` so a password manager offers to generate one.
 */
export function NewPasswordFields({ newPassword, confirmPassword, errors }: Props) {
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint={POLICY_HINT}
        error={errors.newPassword?.message}
        {...newPassword}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}
