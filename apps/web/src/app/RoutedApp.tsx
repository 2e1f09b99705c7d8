import { RouterProvider } from 'react-router/dom';
import { router } from './router.tsx';

/** Every route of the app under react-router's hash router; loaded after the first page (ADR 044). */
export function RoutedApp() {
  return <RouterProvider router={router} />;
}
