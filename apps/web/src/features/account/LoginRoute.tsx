import { useNavigate } from 'react-router';
import { LoginScreen } from './LoginScreen.tsx';

/** The login screen as a route of the app: its links and the sign-in go through the router. */
export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginScreen navigate={navigate} />;
}
