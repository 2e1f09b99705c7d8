import { useEffect } from 'react';
import { paths } from '../config/paths.ts';
import { AppRouter } from '../lib/historyRouter.tsx';
import { createQueryClient } from '../lib/queryClient.ts';
import { QueryLayer } from '../lib/queryLayer.tsx';
import { expireRejectedSession, onSessionRejected } from '../lib/sessionRejection.ts';
import { history } from './history.ts';
import { RootLayout } from './RootLayout.tsx';

// One client for the page's life; it and TanStack Query load with this chunk, never with the
// guest login page (ADR 044, ADR 070).
const queryClient = createQueryClient();

const toLogin = () => {
  history.replace(paths.login.href());
};

/** Every route of the app under react-router's hash routing; loaded after the first page (ADR 044, ADR 178). */
export function RoutedApp() {
  // A 401 from any call: the token was refused, so the session ends as if it had run out.
  useEffect(() => onSessionRejected(() => expireRejectedSession(toLogin)), []);
  return (
    <QueryLayer client={queryClient}>
      <AppRouter history={history}>
        <RootLayout />
      </AppRouter>
    </QueryLayer>
  );
}
