import type { components } from '@pathway/api-client/schema';
import type { Principal } from '../core/principal.ts';
import type { Db } from '../core/schema.ts';
import type { SpecOperation } from '../core/spec.ts';

/*
 * What one area does for another (ADR 225). Areas never import each other: the area that owns a
 * behaviour provides it here from its handlers.ts, which its plugin.ts imports and the composition
 * (app.ts) mounts for every area before the server answers, and the area that needs it calls it through here.
 */

type S = components['schemas'];
type RecordType = S['HistoryRecordType'];

/** Job assignment as the participants area does it (its Assign operation), for placement's accept. */
export type AssignJob = (
  db: Db,
  user: Principal | null,
  operation: SpecOperation,
  studentId: number,
  body: S['StudentJobCreateRequest'],
  today: string,
) => Promise<S['StudentJob']>;

let jobAssignment: AssignJob | undefined;

export function provideJobAssignment(assign: AssignJob): void {
  jobAssignment = assign;
}

export const assignJob: AssignJob = (...args) => {
  if (!jobAssignment) throw new Error('No area provides job assignment (the participants area does, once loaded).');
  return jobAssignment(...args);
};

/**
 * Refuses, with the record screen's own 404, a record the caller's row scope (ADR 060) does not
 * show: the owning area's check, for the History view of another area's records.
 */
export type AssertVisible = (db: Db, user: Principal | null, id: number) => Promise<void>;

const visibility = new Map<RecordType, AssertVisible>();

export function provideRecordVisibility(type: RecordType, assertVisible: AssertVisible): void {
  visibility.set(type, assertVisible);
}

export async function assertRecordVisible(db: Db, user: Principal | null, type: RecordType, id: number): Promise<void> {
  const check = visibility.get(type);
  if (!check) throw new Error(`No area provides the visibility of a ${type} (its owning area does, once loaded).`);
  await check(db, user, id);
}
