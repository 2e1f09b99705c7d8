import { queryOptions } from '@tanstack/react-query';
import * as api from '../../../lib/api.ts';

/** A participant's header (its key reads like its path): read by the Details screen, reused by the record forms. */
export const infoQuery = (studentId: number) =>
  queryOptions({ queryKey: ['/students', studentId, 'info'] as const, queryFn: () => api.students.info(studentId) });
