import type { Note } from '@pathway/api-client';

/** Notes of job 512, newest first as the server answers them. */
export const notes: Note[] = [
  {
    id: 9031,
    note: 'Called the site supervisor: two more openings from July 14, transport arranged with the worksite.',
    createDate: '2026-06-30T15:12:00Z',
    createUser: 'kcoleman',
    lastUpdateDate: '2026-06-30T15:12:00Z',
    lastUpdateUser: 'kcoleman',
    version: 1,
  },
  {
    id: 9002,
    note: 'Job description reviewed with the contractor.',
    createDate: '2026-06-02T10:40:00Z',
    createUser: 'jmorales',
    lastUpdateDate: '2026-06-02T10:40:00Z',
    lastUpdateUser: 'jmorales',
    version: 2,
  },
];

export const noteHandlers = { 'GET /notes/jobs/512': { body: notes } };
