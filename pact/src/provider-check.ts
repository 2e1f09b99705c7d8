// Whether a provider is there to verify, asked before the Pact Verifier starts: a provider that is
// not running fails with one line at once instead of every interaction waiting for its timeout.
// No Pact code here, so `pnpm pact:verify` can say it before loading the verifier.

/** The provider (or its state endpoint) does not answer: the verification cannot say anything. */
export class ProviderUnreachable extends Error {}

const PROBE_TIMEOUT_MS = 5_000;

/** Why a request never got an answer, in a few words (`connection refused`, `timed out`, …). */
export function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  const code = cause?.code ?? (error as { code?: string } | undefined)?.code;
  if ((error as Error | undefined)?.name === 'TimeoutError')
    return `no answer within ${String(PROBE_TIMEOUT_MS / 1000)} s`;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host';
  return code ?? cause?.message ?? (error as Error | undefined)?.message ?? String(error);
}

function send(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
}

/** Fails with one line unless something answers HTTP at the provider's base URL (any status will do). */
export async function assertProviderAnswers(baseUrl: string): Promise<void> {
  try {
    const response = await send(baseUrl);
    await response.body?.cancel();
  } catch (error) {
    throw new ProviderUnreachable(`no provider answers at ${baseUrl} (${networkReason(error)}).`);
  }
}

/**
 * Fails with one line when the provider has no state-change endpoint at `url`. The probe is a
 * `teardown`, which sets nothing up; only a missing endpoint (404, 405) or no answer counts.
 */
export async function assertStateEndpoint(url: string): Promise<void> {
  let status: number;
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'pact:verify checks the endpoint', params: {}, action: 'teardown' }),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    throw new ProviderUnreachable(`the provider-state endpoint ${url} does not answer (${networkReason(error)}).`);
  }
  if (status === 404 || status === 405) {
    throw new ProviderUnreachable(
      `the provider has no provider-state endpoint at ${url} (${String(status)}); start the reference server with \`pnpm pact:provider\`, or pass --provider-states-setup-url.`,
    );
  }
}
