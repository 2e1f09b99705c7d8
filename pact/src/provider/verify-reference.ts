// Runs the Pact Verifier over the pathway-api pact against the in-process reference server and
// returns the verifier's own JSON report, whether the verification passed or not.
import { join } from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { CONSUMER, PROVIDER, pactsDir } from '../paths.ts';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/** The parts of `pactffi_verifier_json` the test reads. */
export interface VerificationReport {
  result: boolean;
  errors: { interaction: string; mismatch: unknown }[];
  output: string[];
}

/** Minimal shape of the Express request the verifier's proxy hands to a request filter. */
interface FilteredRequest {
  headers: Record<string, string | string[] | undefined>;
}

export const pactFile = join(pactsDir, `${CONSUMER}-${PROVIDER}.json`);

export async function verifyAgainst(options: {
  baseUrl: string;
  stateHandlers: StateHandlers;
  /** The bearer token the next request carries, as the last state set it up. */
  currentToken: () => string;
}): Promise<VerificationReport> {
  // The pact records the consumer test's made-up token; the server needs one it issued.
  const requestFilter = (request: FilteredRequest, _response: unknown, next: () => void): void => {
    if (request.headers.authorization !== undefined) request.headers.authorization = `Bearer ${options.currentToken()}`;
    // The verifier's proxy streams every body, so a bodyless POST would reach the server chunked
    // and without a content type (415); a browser sends it with a length of 0.
    if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) {
      request.headers['content-length'] = '0';
    }
    next();
  };
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.baseUrl,
    pactUrls: [pactFile],
    stateHandlers: options.stateHandlers,
    requestFilter,
    logLevel: 'error',
  });
  let json: unknown;
  try {
    json = await verifier.verifyProvider();
  } catch (error) {
    // A failed verification rejects with the same JSON report as its message.
    json = error instanceof Error ? error.message : error;
  }
  if (typeof json !== 'string') throw new Error(`The verifier answered no report: ${String(json)}`);
  return JSON.parse(json) as VerificationReport;
}
