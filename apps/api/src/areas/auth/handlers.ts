import { passwordPolicyError, profileSchema, messages } from '@pathway/validation';
import { touchedBy } from '../../lib/versions.ts';
import { decoyHash, hashPassword, PASSWORD_LIFETIME_DAYS, verifyPassword } from '../../auth/passwords.ts';
import { absoluteEndOf, extendSession, revokeSession, revokeSessions, startSession } from '../../auth/session.ts';
import {
  clearFailures,
  isKnownSignIn,
  POLICIES,
  recordFailure,
  rememberSignIn,
  secondsToWait,
  signInKeys,
  throttled,
} from '../../auth/throttle.ts';
import { signedIn, type BodyMessages, type Handlers } from '../../http/context.ts';
import { forbidden, unauthorized, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { accountById, accountByName, currentUser } from './currentUser.ts';

/** One answer for an unknown user and a wrong password, so the answer does not reveal which. */
const WRONG_CREDENTIALS = 'The user name or password is incorrect.';
/** Spec section 8: the login screen shows this on a 403. */
const NO_LOGIN_RIGHTS = messages.loginForbidden;

/** The first section the user may open (spec section 2's route claims), else the profile page. */
function landingRoute(claims: readonly string[]): string {
  const has = (...names: string[]) => names.every((name) => claims.includes(name));
  if (has('MAINTAIN_ENROLLEES')) return '/enrollment/maintain-applicants';
  if (has('MAINTAIN_STUDENTS', 'VIEW_STUDENT')) return '/participants/search';
  if (has('LOGIN')) return '/contract';
  return '/profile';
}

const today = (now: Date) => now.toISOString().slice(0, 10);

function profileMessages(body: unknown): Record<string, string> {
  const parsed = profileSchema.safeParse(body);
  const fields: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'message')] ??= issue.message;
  return fields;
}

/** The spec's own words for the password policy and the profile fields (section 5). */
export const bodyMessages: BodyMessages = {
  usersChangePassword: (body): Record<string, string> => {
    const { newPassword } = body as { newPassword?: unknown };
    const policy = typeof newPassword === 'string' ? passwordPolicyError(newPassword, '') : null;
    return policy ? { newPassword: policy } : {};
  },
  usersUpdateProfile: profileMessages,
};

export const handlers: Handlers = {
  async authLogin({ db, body, request, services }) {
    // Throttling per user name and address pair, and, for addresses the user never signed in from,
    // per user name and per address (ADR 185): the right password from a known place always gets in.
    const address = request.ip;
    const keys = signInKeys(body.username, address);
    const known = await isKnownSignIn(db, body.username, address);
    const wait = await secondsToWait(db, known ? [keys.pair] : [keys.pair, keys.user, keys.address]);
    if (wait > 0) {
      services.metrics.signInFailures.inc({ reason: 'throttled' });
      throw throttled(wait, 'Too many failed sign-in attempts');
    }
    const account = await accountByName(db, body.username);
    const valid = account
      ? await verifyPassword(account.password_hash, body.password)
      : await verifyPassword(await decoyHash(), body.password);
    if (!account || !valid || !account.is_active) {
      services.metrics.signInFailures.inc({ reason: 'wrong-credentials' });
      const failure = unauthorized(WRONG_CREDENTIALS);
      failure.afterRollback = async (root) => {
        await recordFailure(root, keys.pair, POLICIES.signInPair);
        await recordFailure(root, keys.user, POLICIES.signInUser);
        await recordFailure(root, keys.address, POLICIES.signInAddress);
      };
      throw failure;
    }
    const session = await startSession(db, services, {
      id: account.id,
      userName: account.user_name,
      userType: account.user_type,
    });
    if (!session.claims.includes('LOGIN')) {
      services.metrics.signInFailures.inc({ reason: 'no-login-right' });
      throw forbidden(NO_LOGIN_RIGHTS);
    }
    await clearFailures(db, keys.pair);
    await rememberSignIn(db, account.user_name, address);
    const expired =
      account.password_expiration_date !== null && account.password_expiration_date <= today(services.now());
    return {
      token: session.token,
      tokenExpiration: session.tokenExpiration,
      sessionExpiration: session.sessionExpiration,
      absoluteExpiration: session.absoluteExpiration,
      user: await currentUser(db, account),
      isPasswordUpdateRequired: expired,
      redirectionUrl: landingRoute(session.claims),
    };
  },

  async authLogout({ db, user, services }) {
    await revokeSession(db, services, signedIn(user).sessionId, 'sign-out');
    return undefined;
  },

  async authRefreshSession({ db, user, services }) {
    return extendSession(db, services, signedIn(user));
  },

  async authCheckSession({ db, user, request, services }) {
    // The hook has verified the token, so it is live: its expiry is the session's.
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const verified = await services.tokens.verify(token);
    if (typeof verified === 'string') throw unauthorized();
    return {
      isSessionExpired: verified.expiresAt * 1000 <= services.now().getTime(),
      sessionExpiration: new Date(verified.expiresAt * 1000).toISOString(),
      absoluteExpiration: await absoluteEndOf(db, signedIn(user)),
    };
  },

  async usersChangePassword({ db, user, body, services }) {
    const caller = signedIn(user);
    // Someone at an unlocked desk may not guess the password through this form either.
    const key = `change-password:user:${String(caller.id)}`;
    const wait = await secondsToWait(db, [key]);
    if (wait > 0) throw throttled(wait, 'Too many wrong current passwords');
    const account = await accountById(db, caller.id);
    if (!account) throw unauthorized();
    if (!(await verifyPassword(account.password_hash, body.currentPassword))) {
      const failure = unprocessable({ currentPassword: 'The current password is incorrect.' });
      failure.afterRollback = (root) => recordFailure(root, key, POLICIES.changePassword);
      throw failure;
    }
    const policy = passwordPolicyError(body.newPassword, account.user_name, body.currentPassword);
    if (policy) throw unprocessable({ newPassword: policy });
    const expires = new Date(services.now().getTime() + PASSWORD_LIFETIME_DAYS * 86_400_000);
    const passwordHash = await hashPassword(body.newPassword);
    await db
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_expiration_date: today(expires),
        ...touchedBy(caller.userName),
      })
      .where('id', '=', caller.id)
      .execute();
    await clearFailures(db, key);
    // Every session ends, this one too: the client signs in again with the new password (spec section 7).
    await revokeSessions(db, services, caller.id, 'password-changed');
    await writeAudit(db, caller, { entity: 'User', entityId: caller.id, action: 'change-password' });
    return { message: 'Your password was changed.' };
  },

  async usersUpdateProfile({ db, user, body }) {
    const caller = signedIn(user);
    const parsed = profileSchema.safeParse(body);
    if (!parsed.success) throw unprocessable(profileMessages(body));
    const before = await accountById(db, caller.id);
    if (!before) throw unauthorized();
    await db
      .updateTable('users')
      .set({
        first_name: parsed.data.firstName,
        last_name: parsed.data.lastName,
        email: parsed.data.email,
        ...touchedBy(caller.userName),
      })
      .where('id', '=', caller.id)
      .execute();
    const after = await accountById(db, caller.id);
    if (!after) throw unauthorized();
    await writeAudit(db, caller, {
      entity: 'User',
      entityId: caller.id,
      action: 'update-profile',
      before: { firstName: before.first_name, lastName: before.last_name, email: before.email },
      after: { firstName: after.first_name, lastName: after.last_name, email: after.email },
    });
    return currentUser(db, after);
  },
};
