import { describe, expect, it } from 'vitest';
import { HttpError } from '../core/errors.ts';
import type { SpecOperation } from '../core/spec.ts';
import { assertTransition } from './transitions.ts';

// The state machines of the contract (x-transition, ADR 061): a move from a state the operation does
// not list is refused with 409 and a sentence naming the current state and the states it needs.
const operation = (operationId: string, transition?: { from: string[]; to: string | string[] }): SpecOperation =>
  ({
    method: 'post',
    path: '/x',
    pointer: '#/x',
    parameters: [],
    operation: { operationId, ...(transition ? { 'x-transition': { machine: 'm', ...transition } } : {}) },
  }) as unknown as SpecOperation;

const assignJob = operation('studentJobsCreate', { from: ['Recruited', 'Awaiting Assignment'], to: 'Assigned' });

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('a state transition', () => {
  it('from a listed state, answers the state it moves to', () => {
    expect(assertTransition(assignJob, 'Recruited')).toEqual({ to: 'Assigned' });
    expect(assertTransition(assignJob, 'Awaiting Assignment')).toEqual({ to: 'Assigned' });
    const many = operation('applicantsMove', { from: ['Applied'], to: ['Enrolled', 'Waitlisted'] });
    expect(assertTransition(many, 'Applied')).toEqual({ to: ['Enrolled', 'Waitlisted'] });
  });

  it('from any other state, 409 naming the record, the state and what the operation needs', () => {
    const error = refusal(() => assertTransition(assignJob, 'Enrolled', { entity: 'participant' }));
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      'This participant is Enrolled; jobs create needs it to be Recruited or Awaiting Assignment.',
    );
    expect(refusal(() => assertTransition(assignJob, 'Assigned')).message).toBe(
      'This record is Assigned; jobs create needs it to be Recruited or Awaiting Assignment.',
    );
  });

  it('the operation’s words come from its id, one word per capital', () => {
    const op = operation('payrollProcessesApproveAll', { from: ['Pending'], to: 'Approved' });
    expect(refusal(() => assertTransition(op, 'Paid')).message).toBe(
      'This record is Paid; processes approve all needs it to be Pending.',
    );
  });

  it('a screen’s own message replaces the sentence', () => {
    expect(
      refusal(() => assertTransition(assignJob, 'Enrolled', { message: 'Enrollment was not successfully updated.' }))
        .message,
    ).toBe('Enrollment was not successfully updated.');
  });

  it('an operation without a transition in the contract is a programming error, not a 409', () => {
    expect(() => assertTransition(operation('studentsGet'), 'Enrolled')).toThrow(
      'studentsGet has no x-transition in the contract.',
    );
    expect(() => assertTransition(operation('studentsGet'), 'Enrolled')).not.toThrow(HttpError);
  });
});
