import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { intArray } from '../../db/arrays.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { scopeCondition } from '../../lib/scope.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, datetime, int, runSearch, text, type SearchRequest, auditColumns } from '../../lib/search.ts';
import { coveredFieldsChanged, decide, forgetApprovals, statusAfterEdit } from './approvals.ts';
import { assertVisible, postalColumns, POSTAL_WRITABLE, scopes, type Db } from './common.ts';
import { CLOSED_CONTRACT_MESSAGE, notActiveFor } from './contracts.ts';
import { assertLookup, LOOKUPS } from './lookups.ts';

type Worksite = components['schemas']['Worksite'];
type WorksiteBody = components['schemas']['WorksiteCreateRequest'];
type ContractWorksite = components['schemas']['ContractWorksite'];

export const worksites = defineResource<Worksite>({
  entity: 'Worksite',
  table: 'worksites',
  alias: 'w',
  from: sql`worksites w join contractors ct on ct.id = w.contractor_id
    left join lookup_options ls on ls.id = w.job_sector_id`,
  columns: {
    id: int('w.id'),
    name: text('w.name', { quick: true }),
    contractorId: int('w.contractor_id'),
    jobSectorId: int('w.job_sector_id'),
    description: text('w.description'),
    ...postalColumns('w'),
    isPublicSector: bool('w.is_public_sector'),
    welcomesReturning: bool('w.welcomes_returning'),
    isActive: bool('w.is_active'),
    status: text('w.status', { quick: true }),
    contractorName: text('ct.name', { quick: true }),
    jobSectorName: text('ls.text', { quick: true }),
    activeJobCount: int(`(select count(*)::int from jobs aj where aj.worksite_id = w.id and aj.status = 'Approved')`),
    ...auditColumns('w'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    contractorId: 'contractor_id',
    jobSectorId: 'job_sector_id',
    description: 'description',
    ...POSTAL_WRITABLE,
    isPublicSector: 'is_public_sector',
    welcomesReturning: 'welcomes_returning',
    isActive: 'is_active',
  },
  scope: scopes.worksite('w'),
});

export const WORKSITE_NOT_PENDING = 'Only a worksite pending approval can be approved or rejected.';
export const ONLY_APPROVED_LINKED = 'Only an approved worksite can be linked to a contract.';
export const alreadyLinked = (code: string) => `This worksite is already linked to contract ${code}.`;
export const UNLINK_ASSIGNED = 'Participants are still assigned to jobs of this contract at this worksite.';
export const worksiteHasJobs = (titles: readonly string[]) =>
  `This worksite still has jobs and cannot be removed: ${titles.join(', ')}.`;
export const worksiteHasLinks = (codes: readonly string[]) =>
  `This worksite is still linked to contracts and cannot be removed: ${codes.join(', ')}.`;

/** The fields an approval covers, as stored with each decision. */
export function worksiteSnapshot(worksite: Worksite): Record<string, unknown> {
  return {
    name: worksite.name,
    contractorId: worksite.contractorId,
    jobSectorId: worksite.jobSectorId,
    description: worksite.description,
    addressLine1: worksite.addressLine1,
    addressLine2: worksite.addressLine2,
    city: worksite.city,
    stateCode: worksite.stateCode,
    zipCode: worksite.zipCode,
    mainPhone: worksite.mainPhone,
    isPublicSector: worksite.isPublicSector,
    isActive: worksite.isActive,
  };
}

async function organizationOfContractor(db: Db, contractorId: number) {
  const row = await db
    .selectFrom('contractors')
    .select('organization_id')
    .where('id', '=', contractorId)
    .executeTakeFirst();
  if (!row) throw notFound('The contractor');
  return row.organization_id;
}

async function checkReferences(db: Db, user: Principal | null, body: WorksiteBody) {
  await assertVisible(db, user, 'contractor', body.contractorId);
  await assertLookup(db, LOOKUPS.jobSectors, 'jobSectorId', body.jobSectorId);
  return organizationOfContractor(db, body.contractorId);
}

const contractedFrom = sql`contract_worksites cw join contracts c on c.id = cw.contract_id
  join worksites w on w.id = cw.worksite_id join contractors ct on ct.id = w.contractor_id`;
const contractedColumns = {
  contractId: int('cw.contract_id'),
  contractCode: text('c.contract_code', { quick: true }),
  worksiteId: int('cw.worksite_id'),
  worksiteName: text('w.name', { quick: true }),
  contractorName: text('ct.name', { quick: true }),
  status: text('w.status', { quick: true }),
  linkedOn: datetime('cw.linked_on', { quick: true }),
  linkedBy: text('cw.linked_by', { quick: true }),
};

async function contractedLink(db: Db, contractId: number, worksiteId: number) {
  const link: ContractWorksite | undefined = await db
    .selectFrom('contract_worksites as cw')
    .innerJoin('contracts as c', 'c.id', 'cw.contract_id')
    .innerJoin('worksites as w', 'w.id', 'cw.worksite_id')
    .innerJoin('contractors as ct', 'ct.id', 'w.contractor_id')
    .select([
      'cw.contract_id as contractId',
      'c.contract_code as contractCode',
      'cw.worksite_id as worksiteId',
      'w.name as worksiteName',
      'ct.name as contractorName',
      'w.status',
      'cw.linked_on as linkedOn',
      'cw.linked_by as linkedBy',
    ])
    .where('cw.contract_id', '=', contractId)
    .where('cw.worksite_id', '=', worksiteId)
    .$narrowType<{ status: ContractWorksite['status'] }>()
    .executeTakeFirst();
  return link;
}

/**
 * `contractId` is a filter of the worksite search although the read model has no such field: it
 * keeps the worksites linked to that contract.
 */
function splitContractFilter(request: SearchRequest) {
  const filters = request.filters ?? [];
  const contractFilters = filters.filter((f) => f.field === 'contractId');
  if (contractFilters.some((f) => f.operator !== 'eq' && f.operator !== 'in')) {
    throw unprocessable({ contractId: 'contractId is filtered with eq or in only.' });
  }
  const contractIds = contractFilters.flatMap((f) =>
    Array.isArray(f.value) ? f.value.map(Number) : f.value === undefined ? [] : [Number(f.value)],
  );
  return {
    request: { ...request, filters: filters.filter((f) => f.field !== 'contractId') },
    condition:
      contractFilters.length === 0
        ? undefined
        : contractIds.length === 0 || contractIds.some((id) => !Number.isSafeInteger(id))
          ? sql`false`
          : sql`exists (select 1 from contract_worksites fcw where fcw.worksite_id = w.id
              and fcw.contract_id = any(${intArray(contractIds)}))`,
  };
}

export const handlers: Handlers = {
  async worksitesSearch({ db, user, body }) {
    const { request, condition } = splitContractFilter(body);
    const spec = worksites.spec;
    return runSearch<Worksite>(
      db,
      {
        from: spec.from,
        columns: spec.columns,
        defaultSort: spec.defaultSort,
        key: sql`w.id`,
        where: [scopeCondition(user, scopes.worksite('w')), condition],
      },
      request,
    );
  },

  async worksitesGet({ db, user, params }) {
    return worksites.get({ db, user }, params.worksiteId);
  },

  async worksitesCreate({ db, user, body }) {
    const organizationId = await checkReferences(db, user, body);
    return worksites.create({ db, user }, body, { organization_id: organizationId, status: 'Pending Approval' });
  },

  async worksitesUpdate({ db, user, params, body }) {
    const current = await worksites.get({ db, user }, params.worksiteId);
    if (current.version !== body.version) throw stale();
    const organizationId = await checkReferences(db, user, body);
    return worksites.update({ db, user }, params.worksiteId, body, {
      organization_id: organizationId,
      status: statusAfterEdit(current.status, body.isActive, coveredFieldsChanged(worksiteSnapshot(current), body)),
    });
  },

  async worksitesDelete({ db, user, params, query }) {
    await worksites.get({ db, user }, params.worksiteId);
    const jobs = await db
      .selectFrom('jobs')
      .select('title')
      .where('worksite_id', '=', params.worksiteId)
      .orderBy('title')
      .orderBy('id')
      .execute();
    if (jobs.length > 0) throw conflict(worksiteHasJobs(jobs.map((j) => j.title)));
    const links = await db
      .selectFrom('contract_worksites as cw')
      .innerJoin('contracts as c', 'c.id', 'cw.contract_id')
      .select('c.contract_code')
      .where('cw.worksite_id', '=', params.worksiteId)
      .orderBy('c.contract_code')
      .execute();
    if (links.length > 0) throw conflict(worksiteHasLinks(links.map((l) => l.contract_code)));
    await worksites.remove({ db, user }, params.worksiteId, query.version);
    await db
      .deleteFrom('contacts')
      .where('source_name', '=', 'worksites')
      .where('source_id', '=', params.worksiteId)
      .execute();
    await db
      .deleteFrom('notes')
      .where('note_type', '=', 'worksites')
      .where('source_id', '=', params.worksiteId)
      .execute();
    await forgetApprovals(db, 'worksite', params.worksiteId);
  },

  async worksitesApprove({ db, user, params, body, operation }) {
    const worksite = await worksites.get({ db, user }, params.worksiteId);
    await decide(
      db,
      signedIn(user),
      operation,
      {
        entity: 'worksite',
        table: 'worksites',
        id: worksite.id,
        status: worksite.status,
        version: worksite.version,
        snapshot: worksiteSnapshot(worksite),
        notPendingMessage: WORKSITE_NOT_PENDING,
      },
      body,
    );
    return worksites.get({ db, user }, params.worksiteId);
  },

  async worksitesSearchContracted({ db, user, body }) {
    return runSearch<ContractWorksite>(
      db,
      {
        from: contractedFrom,
        columns: contractedColumns,
        defaultSort: [
          { field: 'contractCode', direction: 'asc' },
          { field: 'worksiteName', direction: 'asc' },
        ],
        key: sql`cw.contract_id, cw.worksite_id`,
        // A Closed contract's links are its history: no worksite works under it any more (issue 26).
        where: [sql`c.status <> 'Closed'`, scopeCondition(user, scopes.worksite('w'))],
      },
      body,
    );
  },

  async worksitesLink({ db, user, body }) {
    const caller = signedIn(user);
    const worksite = await worksites.get({ db, user }, body.worksiteId);
    await assertVisible(db, user, 'contract', body.contractId);
    const contract = await db
      .selectFrom('contracts')
      .select(['contract_code', 'status'])
      .where('id', '=', body.contractId)
      .executeTakeFirst();
    if (!contract) throw notFound('The contract');
    if (contract.status !== 'Active')
      throw conflict(notActiveFor(contract.contract_code, contract.status, 'worksites'));
    if (worksite.status !== 'Approved') throw conflict(ONLY_APPROVED_LINKED);
    if (await contractedLink(db, body.contractId, body.worksiteId)) {
      throw conflict(alreadyLinked(contract.contract_code));
    }
    await db
      .insertInto('contract_worksites')
      .values({ contract_id: body.contractId, worksite_id: body.worksiteId, linked_by: caller.userName })
      .execute();
    const link = await contractedLink(db, body.contractId, body.worksiteId);
    if (!link) throw new Error('the new link is not there');
    await writeAudit(db, caller, {
      entity: 'ContractWorksite',
      entityId: `${String(body.contractId)}-${String(body.worksiteId)}`,
      action: 'link',
      after: link,
    });
    return link;
  },

  async worksitesUnlink({ db, user, body }) {
    const caller = signedIn(user);
    await worksites.get({ db, user }, body.worksiteId);
    await assertVisible(db, user, 'contract', body.contractId);
    const link = await contractedLink(db, body.contractId, body.worksiteId);
    if (!link) throw notFound('The link of this worksite and contract');
    const status = (
      await db.selectFrom('contracts').select('status').where('id', '=', body.contractId).executeTakeFirst()
    )?.status;
    if (status === 'Closed') throw conflict(CLOSED_CONTRACT_MESSAGE);
    const assigned = await db
      .selectFrom('student_jobs as sj')
      .innerJoin('jobs as j', 'j.id', 'sj.job_id')
      .select('sj.id')
      .where('j.contract_id', '=', body.contractId)
      .where('j.worksite_id', '=', body.worksiteId)
      .where('sj.status', 'in', ['Assigned', 'Active'])
      .executeTakeFirst();
    if (assigned) throw conflict(UNLINK_ASSIGNED);
    await db
      .deleteFrom('contract_worksites')
      .where('contract_id', '=', body.contractId)
      .where('worksite_id', '=', body.worksiteId)
      .execute();
    await writeAudit(db, caller, {
      entity: 'ContractWorksite',
      entityId: `${String(body.contractId)}-${String(body.worksiteId)}`,
      action: 'unlink',
      before: link,
    });
  },
};
