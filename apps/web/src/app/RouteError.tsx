import { isRouteErrorResponse, useRouteError } from 'react-router';
// In the entry already: the app's root shows it when the routed app fails to download.
import { ErrorScreen } from '../features/account/ErrorScreen.tsx';

function textOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong!';
}

/** What a route shows when its screen throws: the error screen with the error's text. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen message={textOf(error)} />;
}
