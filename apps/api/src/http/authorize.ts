import type { SpecOperation } from '../core/spec.ts';
import type { Principal } from './context.ts';
import { forbidden } from '../core/errors.ts';

/** An operation's `x-claims`: the caller needs at least one of them (none listed: any signed-in user). */
export function authorize(op: SpecOperation, user: Principal): void {
  const claims = op.operation['x-claims'];
  if (!claims || claims.length === 0) return;
  if (!claims.some((claim) => user.claims.has(claim))) {
    throw forbidden(`You do not have rights to do this (it needs ${claims.join(' or ')}).`);
  }
}
