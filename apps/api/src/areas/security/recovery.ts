import { messages, passwordPolicyError } from '@pathway/validation';
import { sql, type Kysely } from 'kysely';
import { hashPassword, PASSWORD_LIFETIME_DAYS } from '../../auth/passwords.ts';
import { revokeSessions } from '../../auth/session.ts';
import { POLICIES, recordFailure, secondsToWait, throttled } from '../../auth/throttle.ts';
import type { Database } from '../../core/schema.ts';
import type { Handlers } from '../../http/context.ts';
import { HttpError, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { findLiveCode, sendMail, storeCode, temporaryPassword, useCode, voidCodes } from './codes.ts';

type Db = Kysely<Database>;

export const RECOVERY_MESSAGES = {
  codeNotValid: 'This code is not valid or has expired.',
  contractCodeNotForUser: 'The contract code does not match this account.',
  contractCodeNotValid: 'The contract code is not valid.',
  activated:
    'Your account is active. A temporary password was sent to your e-mail address; you will choose your own when you sign in.',
  recovered: 'A temporary password was sent to your e-mail address; you will choose a new one when you sign in.',
  activatedWithPassword: 'Your account is active. Sign in with your user name and the password you chose.',
  recoveredWithPassword: 'Your password was changed. Sign in with your user name and the password you chose.',
  /** The same answer whether or not the user exists (ADR 063). */
  recoverySent: 'If the user name and contract code match an account, a recovery code was sent to its e-mail address.',
  userNameSent: 'Your user name was sent to your e-mail address.',
  /** Spec section 8, verbatim. */
  unableToFindEmail: messages.unableToFindEmail,
} as const;

interface ActiveContract {
  contract_code: string;
  organization_id: number;
  organization_name: string;
}

/**
 * The active contract with this code, if any. Contracts belong to the contract area; while its
 * table does not exist no code is valid.
 */
export async function activeContract(db: Db, contractCode: string): Promise<ActiveContract | undefined> {
  // Raw SQL: asks the catalogue whether a table exists, which no table of the schema answers.
  const exists = (await sql<{ t: string | null }>`select to_regclass('public.contracts')::text as t`.execute(db))
    .rows[0]?.t;
  if (!exists) return undefined;
  return db
    .selectFrom('contracts as c')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .select(['c.contract_code', 'c.organization_id', 'o.name as organization_name'])
    .where((eb) => eb(eb.fn('upper', ['c.contract_code']), '=', eb.fn('upper', [eb.val(contractCode.trim())])))
    .where((eb) => eb(eb.fn('lower', ['c.status']), '=', 'active'))
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
}

interface AccountRow {
  id: number;
  user_name: string;
  first_name: string;
  email: string;
  user_type: string;
  is_active: boolean;
}

/**
 * A contract code vouches for a user of the contract's organization (an organization user, or a
 * contractor user whose contractor belongs to it); any active contract vouches for a global user.
 */
async function contractVouchesFor(db: Db, contract: ActiveContract, account: AccountRow): Promise<boolean> {
  if (account.user_type === 'global') return true;
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', account.id)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('user_organizations as uo')
            .select('uo.user_id')
            .whereRef('uo.user_id', '=', 'u.id')
            .where('uo.organization_id', '=', contract.organization_id),
        ),
        eb.exists(
          eb
            .selectFrom('contractors as c')
            .select('c.id')
            .whereRef('c.id', '=', 'u.contractor_id')
            .where('c.organization_id', '=', contract.organization_id),
        ),
      ]),
    )
    .execute();
  return rows.length > 0;
}

/**
 * Guessing codes or probing addresses is throttled per kind and client address (ADR 185): ten
 * misses are free, then each next attempt waits a minute, two, four … up to 15 minutes (429).
 */
const guessKey = (kind: string, address: string) => `${kind}:address:${address}`;

async function assertNotGuessing(db: Db, kind: string, address: string): Promise<void> {
  const wait = await secondsToWait(db, [guessKey(kind, address)]);
  if (wait > 0) throw throttled(wait, 'Too many attempts');
}

/** A miss that counts although the operation fails (recorded after its transaction rolls back). */
function miss(error: HttpError, kind: string, address: string): HttpError {
  error.afterRollback = (root) => recordFailure(root, guessKey(kind, address), POLICIES.recovery);
  return error;
}

function accountQuery(db: Db) {
  return db.selectFrom('users').select(['id', 'user_name', 'first_name', 'email', 'user_type', 'is_active']);
}

/** lower(column) = lower(value): user names and addresses match whatever their case. */
const sameText = (column: 'user_name' | 'email', value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;

export const recoveryHandlers: Handlers = {
  async usersValidateContractCode({ db, body }) {
    const contract = await activeContract(db, body.contractCode);
    return contract
      ? { contractCode: body.contractCode, isValid: true, organizationName: contract.organization_name }
      : { contractCode: body.contractCode, isValid: false, message: RECOVERY_MESSAGES.contractCodeNotValid };
  },

  /**
   * Redeems an activation code (the invitation) or a recovery code (forgotten or reset password)
   * with a contract code that vouches for the user: the code is spent, an invitation activates the
   * account, and a temporary password, already expired, goes to the user's address.
   */
  async usersValidateActivation({ db, body, services, request }) {
    await assertNotGuessing(db, 'activation', request.ip);
    const code = await findLiveCode(db, services, body.activationCode);
    if (!code) throw miss(new HttpError(404, RECOVERY_MESSAGES.codeNotValid), 'activation', request.ip);
    const account = await accountQuery(db).where('id', '=', code.user_id).executeTakeFirst();
    if (!account) throw new HttpError(404, RECOVERY_MESSAGES.codeNotValid);
    const contract = await activeContract(db, body.contractCode);
    if (!contract || !(await contractVouchesFor(db, contract, account))) {
      throw unprocessable({ contractCode: RECOVERY_MESSAGES.contractCodeNotForUser });
    }
    if (code.purpose === 'password-recovery' && !account.is_active) {
      throw new HttpError(404, RECOVERY_MESSAGES.codeNotValid);
    }
    const chosen = body.newPassword;
    if (chosen !== undefined) {
      const policy = passwordPolicyError(chosen, account.user_name);
      if (policy) throw unprocessable({ newPassword: policy });
    }
    await useCode(db, services, code.id);
    // The mailed code and a handed-over link are two ways to the same door: one opens it, both close.
    await voidCodes(db, services, account.id, code.purpose);
    const password = chosen ?? temporaryPassword();
    // A temporary password is expired from the start (the first sign-in answers isPasswordUpdateRequired);
    // one the user chose lives as long as any changed password.
    const expires =
      chosen === undefined ? services.now() : new Date(services.now().getTime() + PASSWORD_LIFETIME_DAYS * 86_400_000);
    await db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(password),
        password_expiration_date: expires.toISOString().slice(0, 10),
        is_active: code.purpose === 'activation' ? true : account.is_active,
        last_update_date: sql`now()`,
        last_update_user: account.user_name,
        version: (eb) => eb('version', '+', 1),
      })
      .where('id', '=', account.id)
      .execute();
    await revokeSessions(db, services, account.id, 'password-recovered');
    if (chosen === undefined) {
      await sendMail(db, services, {
        to: account.email,
        subject: 'Your temporary Pathway password',
        body: `Hello ${account.first_name},\n\nsign in as ${account.user_name} with this temporary password: ${password}\nYou will be asked to choose your own password at once.`,
      });
    }
    await writeAudit(db, account.user_name, {
      entity: 'User',
      entityId: account.id,
      action: code.purpose === 'activation' ? 'activate-account' : 'recover-password',
      after: { passwordChosen: chosen !== undefined },
    });
    const activated = code.purpose === 'activation';
    return {
      userName: account.user_name,
      message:
        chosen === undefined
          ? activated
            ? RECOVERY_MESSAGES.activated
            : RECOVERY_MESSAGES.recovered
          : activated
            ? RECOVERY_MESSAGES.activatedWithPassword
            : RECOVERY_MESSAGES.recoveredWithPassword,
    };
  },

  async usersValidateForgetPassword({ db, body, services, request }) {
    // Each request counts, found or not (the answer is the same): one address asking for many
    // accounts is slowed, and one account's mailbox gets at most a few recovery mails (ADR 185).
    await assertNotGuessing(db, 'forgot-password', request.ip);
    await recordFailure(db, guessKey('forgot-password', request.ip), POLICIES.recovery);
    const mailKey = `forgot-password:user:${body.userName.toLowerCase()}`;
    const mayMail = (await secondsToWait(db, [mailKey])) === 0;
    if (mayMail) await recordFailure(db, mailKey, POLICIES.recoveryMail);
    const account = await accountQuery(db)
      .where(sameText('user_name', body.userName))
      .where('is_active', '=', true)
      .executeTakeFirst();
    const contract = account ? await activeContract(db, body.contractCode) : undefined;
    // The current password keeps working until the code is redeemed, so a stranger cannot lock anyone out.
    if (mayMail && account && contract && (await contractVouchesFor(db, contract, account))) {
      const code = await storeCode(db, services, account.id, 'password-recovery');
      await sendMail(db, services, {
        to: account.email,
        subject: 'Recover your Pathway password',
        body: `Hello ${account.first_name},\n\nsomeone asked to recover the password of ${account.user_name}. If it was you, enter this recovery code with your programme's contract code on the Activation page: ${code}\nThe code works once and expires in 24 hours. If it was not you, ignore this message; your password is unchanged.`,
      });
      await writeAudit(db, account.user_name, { entity: 'User', entityId: account.id, action: 'request-recovery' });
    }
    return { message: RECOVERY_MESSAGES.recoverySent };
  },

  async usersValidateForgetUsername({ db, body, services, request }) {
    await assertNotGuessing(db, 'forgot-username', request.ip);
    const accounts = await accountQuery(db)
      .where(sameText('email', body.emailAddress))
      .where('is_active', '=', true)
      .orderBy('user_name')
      .execute();
    // Revealing whether an address has an account is the spec's flow (ADR 063); the names go only to that address.
    if (accounts.length === 0) {
      throw miss(new HttpError(404, RECOVERY_MESSAGES.unableToFindEmail), 'forgot-username', request.ip);
    }
    // A few mails per address, then at most one per growing interval: the answer stays the same.
    const mailKey = `forgot-username:mail:${body.emailAddress.toLowerCase()}`;
    if ((await secondsToWait(db, [mailKey])) > 0) return { message: RECOVERY_MESSAGES.userNameSent };
    await recordFailure(db, mailKey, POLICIES.recoveryMail);
    await sendMail(db, services, {
      to: body.emailAddress,
      subject: 'Your Pathway user name',
      body: `Hello,\n\nthe Pathway user name${accounts.length > 1 ? 's' : ''} for this address: ${accounts.map((a) => a.user_name).join(', ')}.`,
    });
    return { message: RECOVERY_MESSAGES.userNameSent };
  },
};
