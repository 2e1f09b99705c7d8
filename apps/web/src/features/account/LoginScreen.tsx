import { Button, TextField } from '@pathway/design-system';
import { messages, required, type LoginValues } from '@pathway/validation';
import { startTransition, useEffect, type MouseEvent, type ReactNode } from 'react';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import { guestPaths, returnTarget } from '../../config/guestPaths.ts';
import { withSpinner } from '../../lib/loading.ts';
import { useSignIn } from '../../lib/session.ts';
import { Actions, Form, Links, Panel, Title } from './AccountPanel.styles.ts';
import { loginFailureText, toAppPath } from './accountFailure.ts';
import { showFailureText } from '../../lib/failure.ts';

/*
 * The login route is the app's first page, so what it loads before it renders is kept small
 * (ADRs 042 and 044): it validates with the pure rules instead of the zod schema (zod loads with
 * the other forms), the API client (ky) loads once the page is up, while the user types, and it
 * does not use react-router, because the signed-out first page renders before the router loads.
 */
const loadApi = () => import('../../lib/api/auth.ts');

const requiredRule = (message: string) => ({
  validate: (value: string) => required(value, message)?.message ?? true,
});

/** Goes to a route of the app, e.g. `/forget-password`; the router's `navigate` or a hash change. */
export type NavigateTo = (to: string) => void | Promise<void>;

export interface LoginScreenProps {
  navigate: NavigateTo;
  /** The page a signed-out visitor asked for (the address's `returnTo`): opened after sign-in instead of the server's route. */
  returnTo?: string | null;
}

/** An in-app link: a real `#/…` anchor whose plain clicks go through `navigate`. */
function RouteLink({ to, navigate, children }: { to: string; navigate: NavigateTo; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks open a new tab or window, as on any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a href={`#${to}`} onClick={onClick}>
      {children}
    </a>
  );
}

/** Sign-in: user name and password; on success the session is stored and the server's route opens. */
export function LoginScreen({ navigate, returnTo }: LoginScreenProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useGuardedForm<LoginValues>({ defaultValues: { username: '', password: '' } }, { guardLeaving: false });

  useEffect(() => {
    // A failed early load is retried on submit, where a failure reaches the user as a toast.
    loadApi().catch(() => undefined);
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { auth } = await loadApi();
      const response = await withSpinner(auth.login({ username: values.username, password: values.password }));
      const target = returnTarget(returnTo) ?? toAppPath(response.redirectionUrl);
      // One transition: the session and the address change together, so the guard never sees a
      // signed-in user on the login page (which it closes to them) while the next page downloads.
      startTransition(() => {
        signIn(response);
        void navigate(target);
      });
    } catch (error) {
      showFailureText(loginFailureText(error));
    }
  });

  return (
    <Panel data-component="LoginScreen" aria-labelledby="login-title">
      <Title id="login-title">Login</Title>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="User Name"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...register('username', requiredRule(messages.usernameRequired))}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password', requiredRule(messages.passwordRequired))}
        />
        <Actions>
          <Button type="submit" busy={isSubmitting}>
            Login
          </Button>
        </Actions>
      </Form>
      <Links>
        <RouteLink to={guestPaths.forgetPassword.href()} navigate={navigate}>
          Forgot Password?
        </RouteLink>
        <RouteLink to={guestPaths.forgetUsername.href()} navigate={navigate}>
          Forgot Username?
        </RouteLink>
      </Links>
    </Panel>
  );
}
