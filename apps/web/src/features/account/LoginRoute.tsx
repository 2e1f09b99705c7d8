import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from './LoginScreen.tsx';

/** The login screen as a route of the app: its links and the sign-in go through the router. */
export function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return <LoginScreen navigate={navigate} returnTo={search.get('returnTo')} />;
}
