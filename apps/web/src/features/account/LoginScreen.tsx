import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@pathway/design-system';
import { loginSchema, type LoginValues } from '@pathway/validation';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { withSpinner } from '../../lib/loading.ts';
import { useSignIn } from '../../lib/session.ts';
import { Actions, Form, Links, Panel, Title } from './AccountPanel.styles.ts';
import { loginFailureText, showAccountFailure, toAppPath } from './accountFailure.ts';

/** Sign-in: user name and password; on success the session is stored and the server's route opens. */
export function LoginScreen() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await withSpinner(api.auth.login({ username: values.username, password: values.password }));
      signIn(response);
      await navigate(toAppPath(response.redirectionUrl));
    } catch (error) {
      showAccountFailure(loginFailureText(error));
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
          {...register('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Actions>
          <Button type="submit" busy={isSubmitting}>
            Login
          </Button>
        </Actions>
      </Form>
      <Links>
        <Link to={paths.forgetPassword.href()}>Forgot Password?</Link>
        <Link to={paths.forgetUsername.href()}>Forgot Username?</Link>
      </Links>
    </Panel>
  );
}
