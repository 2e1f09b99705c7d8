import type { components } from '@pathway/api-client/schema';
import { conflict } from '../core/errors.ts';

type S = components['schemas'];

/** ADR 061: a bulk action answers 409 only when no listed record could move. */
export function bulkResult(results: S['BulkActionItemResult'][]): S['BulkActionResult'] {
  const succeeded = results.filter((result) => result.succeeded).length;
  if (succeeded === 0) throw conflict([...new Set(results.map((result) => result.message ?? ''))].join(' '));
  return { succeeded, failed: results.length - succeeded, results };
}
