// `pnpm pact:provider` (or `pnpm --filter @pathway/pact run provider`): the reference server as
// `pnpm --filter @pathway/api start` runs it (every setting of the README), in its Pact test mode with
// the provider-state change endpoint `POST /_pact/provider-states` mounted, for `pnpm pact:verify`
// (ADR 184). The mode is this entry's purpose, so it is on without PATHWAY_PACT_STATES; production
// settings still refuse it.
import { startApi } from '../../../apps/api/src/start.ts';
import { providerStates } from '../provider-states/route.ts';

process.env.PATHWAY_PACT_STATES = '1';
await startApi({ plugins: [providerStates], servesPactStates: true });
