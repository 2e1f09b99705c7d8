import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { forbidden } from '../../core/errors.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, int, text, auditColumns } from '../../lib/search.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { deleteVersion, contractScope, ctxOf, refuseIfUsed, type Db } from './common.ts';

type OrganizationDetail = components['schemas']['OrganizationDetail'];
type Contract = components['schemas']['Contract'];

export const organizations = defineResource<OrganizationDetail>({
  entity: 'Organization',
  table: 'organizations',
  alias: 'o',
  from: sql`organizations o`,
  columns: {
    id: int('o.id'),
    name: text('o.name', { quick: true }),
    abbreviation: text('o.abbreviation', { quick: true }),
    addressLine1: text('o.address_line1'),
    city: text('o.city', { quick: true }),
    stateCode: text('o.state_code'),
    zipCode: text('o.zip_code', { quick: true }),
    mainPhone: text('o.main_phone'),
    mainEmail: text('o.main_email', { quick: true }),
    federalTaxId: text('o.federal_tax_id'),
    isActive: bool('o.is_active'),
    ...auditColumns('o'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    abbreviation: 'abbreviation',
    addressLine1: 'address_line1',
    city: 'city',
    stateCode: 'state_code',
    zipCode: 'zip_code',
    mainPhone: 'main_phone',
    mainEmail: 'main_email',
    federalTaxId: 'federal_tax_id',
    isActive: 'is_active',
  },
  scope: { organization: 'o.id' },
});

/** The contracts (the contract area's table) the caller may see. */
async function contracts(db: Db, user: Principal | null, organizationId?: number): Promise<Contract[]> {
  return db
    .selectFrom('contracts as c')
    .select([
      'c.id',
      'c.contract_code as contractCode',
      'c.organization_id as organizationId',
      'c.start_date as startDate',
      'c.end_date as endDate',
    ])
    .where(asCondition(contractScope(user, 'c')))
    .$if(organizationId !== undefined, (query) => query.where('c.organization_id', '=', organizationId ?? 0))
    .orderBy('c.contract_code')
    .orderBy('c.id')
    .execute();
}

export const organizationHandlers: Handlers = {
  async organizationsList({ db, user }) {
    return db
      .selectFrom('organizations as o')
      .select(['o.id', 'o.name'])
      .where(asCondition(scopeCondition(user, { organization: 'o.id' }) ?? sql`true`))
      .orderBy((eb) => eb.fn('lower', ['o.name']))
      .orderBy('o.id')
      .execute();
  },

  async organizationsListContractCodes({ db, user }) {
    return contracts(db, user);
  },

  async organizationsListContractCodesByOrganization(ctx) {
    await organizations.get(ctxOf(ctx), ctx.params.organizationId);
    return contracts(ctx.db, ctx.user, ctx.params.organizationId);
  },

  async organizationsListContractCodeOptions({ db, user }) {
    return (await contracts(db, user)).map((c) => ({
      id: c.id,
      text: c.contractCode,
      code: c.contractCode,
      organizationId: c.organizationId,
    }));
  },

  async organizationsSearch(ctx) {
    return organizations.search(ctxOf(ctx), ctx.body);
  },

  async organizationsGet(ctx) {
    return organizations.get(ctxOf(ctx), ctx.params.organizationId);
  },

  async organizationsCreate(ctx) {
    // A new organization is nobody's yet: only a global user can add one.
    if (signedIn(ctx.user).userType !== 'global') throw forbidden('Only a global user can add an organization.');
    return organizations.create(ctxOf(ctx), ctx.body);
  },

  async organizationsUpdate(ctx) {
    return organizations.update(ctxOf(ctx), ctx.params.organizationId, ctx.body);
  },

  async organizationsDelete(ctx) {
    const id = ctx.params.organizationId;
    await organizations.get(ctxOf(ctx), id);
    if (signedIn(ctx.user).userType !== 'global') throw forbidden('Only a global user can remove an organization.');
    await refuseIfUsed(ctx.db, 'organizations', id, 'organization');
    const version = deleteVersion(ctx.query);
    await organizations.remove(ctxOf(ctx), id, version);
    return undefined;
  },
};
