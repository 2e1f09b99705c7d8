import { sql, type Kysely } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import { eachInt, int4, intArray } from '../../db/arrays.ts';
import type { Database } from '../../core/schema.ts';
import { signedIn, type Handlers, type Principal, type UserType } from '../../http/context.ts';
import { badRequest, conflict, forbidden, stale, unprocessable } from '../../core/errors.ts';
import { revokeSessions } from '../../auth/session.ts';
import { writeAudit } from '../../lib/audit.ts';
import { voidCodes, type CodePurpose } from './codes.ts';
import { issueLink, LINK_MESSAGES } from './invitations.ts';
import { ROLE_MESSAGES, USER_MESSAGES, assertMayChange, assertMayRemove, roleFits, type UserReach } from './rules.ts';
import { auditView, loadUser, searchUsers } from './users.ts';

type Db = Kysely<Database>;

interface UserFields {
  userType: UserType;
  organizationIds: number[];
  contractorId?: number | undefined;
}

/** The user a create or update would make, checked for shape, as the change rule reads it. */
async function proposedReach(db: Db, id: number | null, fields: UserFields): Promise<UserReach> {
  let contractorOrganizationId: number | null = null;
  if (fields.userType === 'contractor') {
    if (fields.contractorId === undefined) throw unprocessable({ contractorId: USER_MESSAGES.contractorRequired });
    const contractor = await db
      .selectFrom('contractors')
      .select('organization_id')
      .where('id', '=', fields.contractorId)
      .executeTakeFirst();
    if (!contractor) throw unprocessable({ contractorId: USER_MESSAGES.unknownContractor });
    contractorOrganizationId = contractor.organization_id;
  } else if (fields.contractorId !== undefined) {
    throw unprocessable({ contractorId: USER_MESSAGES.contractorNotForType });
  }
  if (fields.userType === 'organization' && fields.organizationIds.length === 0) {
    throw unprocessable({ organizationIds: USER_MESSAGES.organizationRequired });
  }
  if (fields.organizationIds.length > 0) {
    const { found } = await db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<number>().as('found'))
      .where('id', '=', (eb) => eb.fn.any(intArray(fields.organizationIds)))
      .executeTakeFirstOrThrow();
    if (found !== fields.organizationIds.length) {
      throw unprocessable({ organizationIds: USER_MESSAGES.unknownOrganization });
    }
  }
  return {
    id,
    userType: fields.userType,
    organizationIds: fields.organizationIds,
    contractorId: fields.userType === 'contractor' ? (fields.contractorId ?? null) : null,
    contractorOrganizationId,
  };
}

/**
 * Every role must exist and be one for the user's type; a caller who is not a global user may only
 * give roles whose permissions they hold themselves (no one hands out more than they have).
 */
async function assertRolesGrantable(db: Db, caller: Principal, roleIds: readonly number[], userType: UserType) {
  const roles = await db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.name',
      'r.scope',
      sql<string[]>`array(select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
        where rp.role_id = r.id order by p.name)`.as('claims'),
    ])
    .where('r.id', '=', (eb) => eb.fn.any(intArray(roleIds)))
    .orderBy('r.id')
    .execute();
  if (roles.length !== roleIds.length) throw unprocessable({ roleIds: USER_MESSAGES.unknownRole });
  for (const role of roles) {
    if (!roleFits(role.scope, userType))
      throw unprocessable({ roleIds: ROLE_MESSAGES.roleDoesNotFit(role.name, userType) });
    if (caller.userType !== 'global' && role.claims.some((claim) => !caller.claims.has(claim))) {
      throw forbidden(ROLE_MESSAGES.roleBeyondCaller(role.name));
    }
  }
}

/** The user's organizations become `organizationIds`: two statements whatever the list's length. */
async function replaceOrganizations(db: Db, userId: number, organizationIds: readonly number[]) {
  await db.deleteFrom('user_organizations').where('user_id', '=', userId).execute();
  if (organizationIds.length === 0) return;
  await db
    .insertInto('user_organizations')
    .columns(['user_id', 'organization_id'])
    .expression(db.selectNoFrom([int4(userId).as('user_id'), eachInt(organizationIds).as('organization_id')]))
    .execute();
}

/** Adds the roles to the user in one statement. */
async function insertRoles(db: Db, userId: number, roleIds: readonly number[]) {
  if (roleIds.length === 0) return;
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression(db.selectNoFrom([int4(userId).as('user_id'), eachInt(roleIds).as('role_id')]))
    .execute();
}

async function assertUserNameFree(db: Db, userName: string) {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', eb.fn('lower', [eb.val(userName)])))
    .executeTakeFirst();
  if (taken) throw conflict(USER_MESSAGES.userNameTaken);
}

/** A user's row changed by `caller`: its audit fields and version move on with it. */
const touched = (caller: Principal) => touchedBy(caller.userName);

/**
 * The user id of the path. The /users/{userId} operations declare their parameters by $ref, which
 * the router does not resolve yet (so they arrive as text, unchecked): read them as the contract
 * types them, and refuse anything else with 400.
 */
function userIdOf(params: { userId: number }): number {
  const value: unknown = params.userId;
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badRequest('Invalid path parameter: userId must be an integer of at least 1.');
  }
  return id;
}

/** `?forceRemove=` as the boolean the contract declares (see userIdOf). */
function forceRemoveOf(query: { forceRemove?: boolean }): boolean {
  const value: unknown = query.forceRemove;
  if (value === undefined || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw badRequest('Invalid query parameter: forceRemove must be true or false.');
}

/**
 * The DELETE's required `?version=` (optimistic concurrency on removal), read as the contract types
 * it (see userIdOf: query parameters declared by $ref arrive as text, unchecked).
 */
export function versionOf(query: unknown): number {
  const value: unknown =
    query !== null && typeof query === 'object' && 'version' in query
      ? (query as { version?: unknown }).version
      : undefined;
  const version =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(version) || version < 0) {
    throw badRequest('Invalid query parameter: version must be the version of the record as last read.');
  }
  return version;
}

async function roleSelection(db: Db, userId: number, userType: UserType, version: number) {
  const roles = await db
    .selectFrom('roles as r')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.description',
      'r.scope',
      eb
        .exists(
          eb
            .selectFrom('user_roles as ur')
            .select('ur.role_id')
            .where('ur.user_id', '=', userId)
            .whereRef('ur.role_id', '=', 'r.id'),
        )
        // SqlBool allows MySQL's 0 and 1; PostgreSQL answers a boolean.
        .$castTo<boolean>()
        .as('isAssigned'),
    ])
    // The roles table's check constraint.
    .$narrowType<{ scope: 'GLOBAL' | 'ORGANIZATION' | 'CONTRACTOR' }>()
    .orderBy((eb) => eb.fn('lower', ['r.name']))
    .orderBy('r.id')
    .execute();
  return {
    userId,
    version,
    roles: roles
      .filter((role) => role.isAssigned || roleFits(role.scope, userType))
      .map(({ description, ...role }) => (description === null ? role : { ...role, description })),
  };
}

export const userHandlers: Handlers = {
  async usersSearch({ db, user, body }) {
    return searchUsers(db, signedIn(user), body);
  },

  async usersGet({ db, user, params }) {
    const userId = userIdOf(params);
    return (await loadUser(db, signedIn(user), userId)).user;
  },

  async usersCreate({ db, user, body, services, request }) {
    const caller = signedIn(user);
    await assertUserNameFree(db, body.userName);
    const reach = await proposedReach(db, null, body);
    assertMayChange(caller, reach);
    await assertRolesGrantable(db, caller, body.roleIds, body.userType);
    // Not active and without a password until the invitation's code is redeemed.
    const { id } = await db
      .insertInto('users')
      .values({
        user_name: body.userName,
        first_name: body.firstName,
        last_name: body.lastName,
        email: body.email,
        user_type: body.userType,
        contractor_id: reach.contractorId,
        is_active: false,
        create_user: caller.userName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceOrganizations(db, id, body.organizationIds);
    await insertRoles(db, id, body.roleIds);
    // One invitation (ADR 222): the mail and the answer carry the same link, code and expiry.
    const activationLink = await issueLink(
      db,
      services,
      request,
      { id, userName: body.userName, firstName: body.firstName, email: body.email },
      'activation',
    );
    const created = await loadUser(db, caller, id);
    await writeAudit(db, caller, { entity: 'User', entityId: id, action: 'create', after: auditView(created.user) });
    return { ...created.user, activationLink };
  },

  async usersUpdate({ db, user, params, body, services }) {
    const userId = userIdOf(params);
    const caller = signedIn(user);
    const before = await loadUser(db, caller, userId);
    assertMayChange(caller, before.reach);
    // The user as it would be after the change must be one the caller may change, too.
    assertMayChange(caller, await proposedReach(db, userId, body));
    const updated = await db
      .updateTable('users')
      .set({
        first_name: body.firstName,
        last_name: body.lastName,
        email: body.email,
        user_type: body.userType,
        contractor_id: body.userType === 'contractor' ? (body.contractorId ?? null) : null,
        ...touched(caller),
      })
      .where('id', '=', userId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw stale();
    await replaceOrganizations(db, userId, body.organizationIds);
    services.forgetUser(userId);
    const after = await loadUser(db, caller, userId);
    await writeAudit(db, caller, {
      entity: 'User',
      entityId: userId,
      action: 'update',
      before: auditView(before.user),
      after: auditView(after.user),
    });
    return after.user;
  },

  async usersDelete({ db, user, params, query, services }) {
    const userId = userIdOf(params);
    const caller = signedIn(user);
    const version = versionOf(query);
    const target = await loadUser(db, caller, userId);
    assertMayRemove(caller, target.reach);
    const groups = target.user.groupCount ?? 0;
    if (groups > 0 && !forceRemoveOf(query)) throw conflict(USER_MESSAGES.inGroups(groups));
    const deleted = await db
      .deleteFrom('users')
      .where('id', '=', userId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw stale();
    services.forgetUser(userId);
    await writeAudit(db, caller, {
      entity: 'User',
      entityId: userId,
      action: 'delete',
      before: auditView(target.user),
    });
    return undefined;
  },

  async usersActivate({ db, user, params, services }) {
    const userId = userIdOf(params);
    const caller = signedIn(user);
    const target = await loadUser(db, caller, userId);
    assertMayChange(caller, target.reach);
    if (target.user.isActive) throw conflict('This user is already active.');
    await db
      .updateTable('users')
      .set({ is_active: true, ...touched(caller) })
      .where('id', '=', userId)
      .execute();
    services.forgetUser(userId);
    await writeAudit(db, caller, {
      entity: 'User',
      entityId: userId,
      action: 'activate',
      before: { isActive: false },
      after: { isActive: true },
    });
    return undefined;
  },

  async usersDeactivate({ db, user, params, services }) {
    const userId = userIdOf(params);
    const caller = signedIn(user);
    const target = await loadUser(db, caller, userId);
    assertMayChange(caller, target.reach);
    if (userId === caller.id) throw conflict(USER_MESSAGES.deactivateSelf);
    if (!target.user.isActive) throw conflict('This user is already inactive.');
    // Tokens already issued stop working at once, not when they expire.
    await db
      .updateTable('users')
      .set({ is_active: false, ...touched(caller) })
      .where('id', '=', userId)
      .execute();
    await voidCodes(db, services, userId, 'activation');
    await revokeSessions(db, services, userId, 'deactivated');
    await writeAudit(db, caller, {
      entity: 'User',
      entityId: userId,
      action: 'deactivate',
      before: { isActive: true },
      after: { isActive: false },
    });
    return undefined;
  },

  async usersResetPassword({ db, user, body, services, request }) {
    const caller = signedIn(user);
    const target = await loadUser(db, caller, body.userId);
    assertMayChange(caller, target.reach);
    if (!target.user.isActive)
      throw conflict('This user is inactive. Activate the user before resetting the password.');
    // The old password and every session end now; the user redeems the code for a temporary password.
    await db
      .updateTable('users')
      .set({ password_hash: null, ...touched(caller) })
      .where('id', '=', body.userId)
      .execute();
    await revokeSessions(db, services, body.userId, 'password-reset');
    // The recovery is one link too (ADR 222): mailed, and answered for the administrator to hand over.
    const activationLink = await issueLink(db, services, request, target.user, 'password-recovery');
    await writeAudit(db, caller, { entity: 'User', entityId: body.userId, action: 'reset-password' });
    return { message: 'A recovery link was sent to the user’s e-mail address.', activationLink };
  },

  /**
   * A new link for a user who cannot sign in (ADR 201, ADR 222): an invitation for a user never
   * activated, a recovery for one whose password was reset. It replaces the earlier one and is
   * mailed like it, so the newest mail and the link shown are the same. Shown once: only the code's
   * hash is kept, and the audit records that a link was issued, never the code.
   */
  async usersIssueActivationLink({ db, user, params, services, request }) {
    const userId = userIdOf(params);
    const caller = signedIn(user);
    const target = await loadUser(db, caller, userId);
    assertMayChange(caller, target.reach);
    // An inactive user without a password is either invited and not yet activated, or was deactivated
    // (perhaps after a reset): only the audit log tells them apart, and a link must not undo a deactivation.
    const state = await db
      .selectFrom('users')
      .select((eb) => [
        eb('password_hash', 'is not', null).as('has_password'),
        'is_active',
        eb
          .exists(
            eb
              .selectFrom('audit_log as a')
              .select('a.id')
              .where('a.entity', '=', 'User')
              .where('a.entity_id', '=', String(userId))
              .where('a.action', '=', 'deactivate'),
          )
          .as('deactivated'),
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!state) throw conflict('This user cannot be found.');
    let purpose: CodePurpose;
    if (!state.is_active && !state.has_password && !state.deactivated) purpose = 'activation';
    else if (state.is_active && !state.has_password) purpose = 'password-recovery';
    else if (state.is_active) throw conflict(LINK_MESSAGES.canSignIn);
    else throw conflict(LINK_MESSAGES.deactivated);
    const needed = purpose === 'activation' ? 'ADD_NEW_USER' : 'RESET_USER_PASSWORDS';
    if (!caller.claims.has(needed)) throw forbidden(LINK_MESSAGES.claim(needed));
    const link = await issueLink(db, services, request, target.user, purpose);
    await writeAudit(db, caller, {
      entity: 'User',
      entityId: userId,
      action: 'issue-activation-link',
      after: { purpose, expiresAt: link.expiresAt },
    });
    return link;
  },

  async usersSignOutEverywhere({ db, user, params, services }) {
    const userId = userIdOf(params);
    const caller = signedIn(user);
    const target = await loadUser(db, caller, userId);
    assertMayChange(caller, target.reach);
    const revokedCount = await revokeSessions(db, services, userId, 'sign-out-everywhere');
    await writeAudit(db, caller, {
      entity: 'User',
      entityId: userId,
      action: 'sign-out-everywhere',
      after: { revokedCount },
    });
    return {
      revokedCount,
      message: `${String(revokedCount)} session${revokedCount === 1 ? '' : 's'} of ${target.user.userName} ${revokedCount === 1 ? 'was' : 'were'} ended.`,
    };
  },

  async usersRolesGet({ db, user, params }) {
    const userId = userIdOf(params);
    const target = await loadUser(db, signedIn(user), userId);
    return roleSelection(db, userId, target.user.userType, target.user.version);
  },

  async usersRolesSave({ db, user, params, body, services }) {
    const userId = userIdOf(params);
    const caller = signedIn(user);
    const target = await loadUser(db, caller, userId);
    assertMayChange(caller, target.reach);
    if (body.roleIds.length === 0) throw unprocessable({ roleIds: ROLE_MESSAGES.atLeastOneRole });
    await assertRolesGrantable(db, caller, body.roleIds, target.user.userType);
    const bumped = await db
      .updateTable('users')
      .set(touched(caller))
      .where('id', '=', userId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (bumped.numUpdatedRows === 0n) throw stale();
    const before = (target.user.roles ?? []).map((role) => role.id);
    await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    await insertRoles(db, userId, body.roleIds);
    // A role taken away takes its claims at once: tokens issued before now are refused.
    if (before.some((id) => !body.roleIds.includes(id))) await revokeSessions(db, services, userId, 'roles-changed');
    await writeAudit(db, caller, {
      entity: 'User',
      entityId: userId,
      action: 'update-roles',
      before: { roleIds: before.join(',') },
      after: { roleIds: [...body.roleIds].sort((a, b) => a - b).join(',') },
    });
    return roleSelection(db, userId, target.user.userType, target.user.version + 1);
  },
};
