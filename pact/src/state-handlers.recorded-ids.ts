// A state-handler module for `pact:verify --state-handlers`: it answers every provider state by
// returning the parameters recorded in the pact, so each `fromProviderState` expression resolves
// to the id the consumer test used. Use it against a provider seeded with those ids, or against the
// Prism mock (which has no states at all). A real provider replaces it with handlers that seed data
// and return the ids they created; see pact/README.md.
import type { VerifierOptions } from '@pact-foundation/pact';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type Params = Record<string, string | number | boolean>;

const echoParameters = (parameters?: unknown): Promise<Params> =>
  Promise.resolve(
    typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters) ? (parameters as Params) : {},
  );

// Every state sentence gets the same handler; the verifier looks handlers up by the sentence.
// `then` stays undefined, or awaiting this object would treat it as a promise and never settle.
const handlers: StateHandlers = new Proxy(
  {},
  {
    get: (_target, state) => (typeof state === 'string' && state !== 'then' ? echoParameters : undefined),
  },
);

export default handlers;
