import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const ErrorScreen = lazy(() => import('../features/account/ErrorScreen.tsx').then((m) => ({ default: m.ErrorScreen })));

function textOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong!';
}

/** What a route shows when its screen throws: the error screen with the error's text. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorScreen message={textOf(error)} />
    </Suspense>
  );
}
