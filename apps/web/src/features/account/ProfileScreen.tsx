import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextField, toast } from '@pathway/design-system';
import { messages, profileSchema, type ProfileValues } from '@pathway/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as api from '../../lib/api.ts';
import { withSpinner } from '../../lib/loading.ts';
import { sessionAtom, userAtom } from '../../lib/session.ts';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { accountFailureText } from './accountFailure.ts';
import { passwordExpiryNote } from './passwordExpiry.ts';
import { successMessages } from './successMessages.ts';
import { showFailureText } from '../../lib/failure.ts';

export interface ProfileScreenProps {
  /** Today, for the password-expiry note; stories and tests pin it. */
  now?: Date;
}

/** The signed-in user's own name and email, the password-expiry note and the way to change the password. */
export function ProfileScreen({ now }: ProfileScreenProps) {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const setSession = useSetAtom(sessionAtom);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useGuardedForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' },
  });
  const expiryNote = passwordExpiryNote(user?.passwordExpirationDate, now ?? new Date());

  const onSubmit = handleSubmit(async (values) => {
    const update = { firstName: values.firstName, lastName: values.lastName, email: values.email };
    try {
      const saved = await withSpinner(api.users.updateUserProfile(update));
      // The top bar and later visits read the stored user; keep it in step with what the server saved.
      setSession((session) => (session ? { ...session, user: saved } : session));
      reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
      toast.success(successMessages.profile);
    } catch (error) {
      showFailureText(accountFailureText(error, messages.somethingWentWrong));
    }
  });

  return (
    <Panel data-component="ProfileScreen" aria-labelledby="profile-title">
      <Title id="profile-title">Profile</Title>
      {expiryNote ? <Alert variant="warning">{expiryNote}</Alert> : null}
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Actions>
          <Button variant="secondary" onClick={() => void navigate(paths.changePassword.href())}>
            Change Password
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Submit
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
