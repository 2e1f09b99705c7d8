import type { SpecOperation } from '../core/spec.ts';
import { conflict } from '../core/errors.ts';

/**
 * The state machines live in the contract: an operation that moves a state carries
 * `x-transition: { machine, from, to }` (ADR 061). A handler reads its row's current state and
 * calls this before changing it; an illegal move answers 409 with a message naming both states.
 */
export function assertTransition(
  operation: SpecOperation,
  current: string,
  options: { entity?: string; message?: string } = {},
): { to: string | readonly string[] } {
  const transition = operation.operation['x-transition'];
  if (!transition) throw new Error(`${operation.operation.operationId} has no x-transition in the contract.`);
  if (!transition.from.includes(current)) {
    const what = options.entity ?? 'record';
    throw conflict(
      options.message ??
        `This ${what} is ${current}; ${operation.operation.operationId
          .replace(/^[a-z]+(?=[A-Z])/, '')
          .replace(/([a-z])([A-Z])/g, '$1 $2')
          .toLowerCase()} needs it to be ${transition.from.join(' or ')}.`,
    );
  }
  return { to: transition.to };
}
