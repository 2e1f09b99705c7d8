import { unprocessable } from '../../core/errors.ts';
import type { Db } from './common.ts';

/** The named lists (lookup_options.lookup_name) this area's ids point into. */
export const LOOKUPS = {
  jobSectors: 'job-sectors',
  contractTypes: 'contract-types',
  fundingSources: 'funding-sources',
  payrollFrequencies: 'payroll-frequencies',
  contactTypes: 'contact-types',
  fbis: 'fbis',
} as const;

/** An id sent for a lookup field must be an option of that list (422 on the field otherwise). */
export async function assertLookup(db: Db, lookupName: string, field: string, id: number) {
  const found = await db
    .selectFrom('lookup_options')
    .select('id')
    .where('id', '=', id)
    .where('lookup_name', '=', lookupName)
    .executeTakeFirst();
  if (!found) throw unprocessable({ [field]: `${field} is invalid.` });
}
