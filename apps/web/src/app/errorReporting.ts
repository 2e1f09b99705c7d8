import type { LogErrorRequest } from '@pathway/api-client';

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack ?? '' };
  return { message: typeof reason === 'string' ? reason : String(reason), stack: '' };
}

/**
 * Posts unhandled client errors (window errors and unhandled promise rejections) to
 * /system/log-error, each distinct message once: a failure in a render loop must not flood the server.
 */
export function installErrorReporting(
  post: (report: LogErrorRequest) => Promise<void>,
  target: Window = window,
): () => void {
  const reported = new Set<string>();
  const report = (reason: unknown) => {
    const { message, stack } = describe(reason);
    // Keyed by message: the same failure raised from two call sites differs only in its stack.
    if (reported.has(message)) return;
    reported.add(message);
    // The stack goes in the message: the endpoint takes one text (spec section 7).
    post({
      message: stack ? `${message}\n${stack}` : message,
      url: `${target.location.pathname}${target.location.hash}`,
    }).catch(() => {
      // Reporting must never raise an error of its own; the server is unreachable, nothing more to do.
    });
  };
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
