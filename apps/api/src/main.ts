import { startApi } from './start.ts';

// `pnpm --filter @pathway/api start`: the server alone (README); the pact package's entry starts it
// with the provider states (`pnpm pact:provider`, ADR 184).
await startApi();
