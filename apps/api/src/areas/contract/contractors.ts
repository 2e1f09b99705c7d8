import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import type { Handlers } from '../../http/context.ts';
import { stale } from '../../core/errors.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, int, text, auditColumns } from '../../lib/search.ts';
import { assertVisible, postalColumns, POSTAL_WRITABLE, scopes } from './common.ts';

type Contractor = components['schemas']['Contractor'];

export const CONTRACTOR_HAS_WORKSITES = 'This contractor still has worksites and cannot be removed.';
export const CONTRACTOR_HAS_USERS = 'Users still belong to this contractor; it cannot be removed.';

export const contractors = defineResource<Contractor>({
  entity: 'Contractor',
  table: 'contractors',
  alias: 'ct',
  from: sql`contractors ct`,
  columns: {
    id: int('ct.id'),
    name: text('ct.name', { quick: true }),
    organizationId: int('ct.organization_id'),
    federalTaxId: text('ct.federal_tax_id', { quick: true }),
    ...postalColumns('ct'),
    mainEmail: text('ct.main_email', { quick: true }),
    isActive: bool('ct.is_active'),
    worksiteCount: int('(select count(*)::int from worksites cw where cw.contractor_id = ct.id)'),
    ...auditColumns('ct'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    organizationId: 'organization_id',
    federalTaxId: 'federal_tax_id',
    ...POSTAL_WRITABLE,
    mainEmail: 'main_email',
    isActive: 'is_active',
  },
  scope: scopes.contractor('ct'),
  dependants: [
    {
      count: (id) => sql`select count(*) from worksites where contractor_id = ${id}`,
      message: CONTRACTOR_HAS_WORKSITES,
    },
    { count: (id) => sql`select count(*) from users where contractor_id = ${id}`, message: CONTRACTOR_HAS_USERS },
  ],
});

export const handlers: Handlers = {
  async contractorsSearch({ db, user, body }) {
    return contractors.search({ db, user }, body);
  },

  async contractorsGet({ db, user, params }) {
    return contractors.get({ db, user }, params.contractorId);
  },

  async contractorsCreate({ db, user, body }) {
    await assertVisible(db, user, 'organization', body.organizationId);
    return contractors.create({ db, user }, body);
  },

  async contractorsUpdate({ db, user, params, body }) {
    const current = await contractors.get({ db, user }, params.contractorId);
    if (current.version !== body.version) throw stale();
    if (body.organizationId !== current.organizationId) {
      await assertVisible(db, user, 'organization', body.organizationId);
      // A worksite belongs to its contractor's organization (the row scope of organization users).
      await db
        .updateTable('worksites')
        .set({ organization_id: body.organizationId })
        .where('contractor_id', '=', params.contractorId)
        .execute();
    }
    return contractors.update({ db, user }, params.contractorId, body);
  },

  async contractorsDelete({ db, user, params, query }) {
    await contractors.remove({ db, user }, params.contractorId, query.version);
    await db
      .deleteFrom('contacts')
      .where('source_name', '=', 'contractors')
      .where('source_id', '=', params.contractorId)
      .execute();
  },
};
