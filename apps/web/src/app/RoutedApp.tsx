import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { QueryLayer } from '../lib/queryLayer.tsx';
import { expireRejectedSession, onSessionRejected } from '../lib/sessionRejection.ts';
import { router } from './router.tsx';

// One client for the page's life; it and TanStack Query load with this chunk, never with the
// guest login page (ADR 044, ADR 070).
const queryClient = createQueryClient();

const toLogin = () => {
  void router.navigate(paths.login.href(), { replace: true });
};

/** Every route of the app under react-router's hash router; loaded after the first page (ADR 044). */
export function RoutedApp() {
  // A 401 from any call: the token was refused, so the session ends as if it had run out.
  useEffect(() => onSessionRejected(() => expireRejectedSession(toLogin)), []);
  return (
    <QueryLayer client={queryClient}>
      <RouterProvider router={router} />
    </QueryLayer>
  );
}
