import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pact package folder. */
export const pactRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The monorepo root. */
export const repoRoot = resolve(pactRoot, '..');
/** Where the consumer tests write their pact files (git-ignored, emptied at the start of every run). */
export const pactsDir = join(pactRoot, 'pacts');
/** The bundled OpenAPI document every tool reads. */
export const bundledSpec = join(repoRoot, 'openapi', 'dist', 'openapi.json');
/** The PDF the provider's document states store (and the download interactions expect, byte for byte). */
export const permitPdf = join(pactRoot, 'src', 'provider-states', 'work-permit.pdf');
/** The committed coverage floor. */
export const coverageFloorFile = join(pactRoot, 'coverage-floor.json');

/** Stable participant names; a broker and the backend's verification use the same two. */
export const CONSUMER = 'pathway-web';
export const PROVIDER = 'pathway-api';
