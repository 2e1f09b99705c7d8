// Sign-in, the signed-in user, recovery and activation (pact/consumer/auth.pact.test.ts, users).
import { sql } from 'kysely';
import { storeCode } from '../../../apps/api/src/areas/security/codes.ts';
import { str, type StateKit, type StateTable } from './kit.ts';
import { DWASHINGTON, JCARTER, MTHOMPSON, ensureContract, putUser } from './shared.ts';

const clearThrottle = (kit: StateKit) => sql`delete from throttle`.execute(kit.db);

export const authStates: StateTable = {
  'a user is signed in': {
    holds: 'The global user jcarter (Jasmine Carter, id 1042, role 1, password Summer#2026), signed in.',
    as: 'jcarter',
    setUp: async (kit) => {
      await putUser(kit, JCARTER);
      return undefined;
    },
  },
  'a user {username} with password {password} may sign in': {
    holds: 'An active global user with that user name and password (not expired), and no failed sign-ins counted.',
    setUp: async (kit, p) => {
      await putUser(kit, { ...JCARTER, userName: str(p, 'username'), password: str(p, 'password') });
      await clearThrottle(kit);
      return undefined;
    },
  },
  'a user {username} exists': {
    holds: 'An active global user with that user name (the sign-in interactions send a wrong password).',
    setUp: async (kit, p) => {
      await putUser(kit, { ...JCARTER, userName: str(p, 'username') });
      await clearThrottle(kit);
      return undefined;
    },
  },
  'a user {username} exists without the LOGIN permission': {
    holds: 'A user with that name and password Autumn#2026 whose only role (16) lacks LOGIN.',
    setUp: async (kit, p) => {
      await putUser(kit, { ...MTHOMPSON, userName: str(p, 'username') });
      await clearThrottle(kit);
      return undefined;
    },
  },
  'the token has expired': {
    holds: "Nothing new: the interaction carries a token of the admin's that has expired.",
    as: 'expired',
    setUp: () => Promise.resolve(undefined),
  },
  'an activation code {activationCode} was issued for contract {contractCode}': {
    holds:
      'An inactive organization user dwashington (id 1187, organization 3) with a live activation code of that value, and an Active contract of organization 3 with that code.',
    setUp: async (kit, p) => {
      await ensureContract(kit, str(p, 'contractCode'));
      await putUser(kit, { ...DWASHINGTON, active: false });
      await storeCode(kit.db, { now: () => new Date() }, DWASHINGTON.id, 'activation', str(p, 'activationCode'));
      await clearThrottle(kit);
      return undefined;
    },
  },
  'a user {userName} exists on contract {contractCode}': {
    holds: 'An active global user with that user name, and an Active contract with that code.',
    setUp: async (kit, p) => {
      await ensureContract(kit, str(p, 'contractCode'));
      await putUser(kit, { ...JCARTER, userName: str(p, 'userName') });
      return undefined;
    },
  },
  'a user with e-mail {emailAddress} exists': {
    holds: 'An active user jcarter whose e-mail address is that one.',
    setUp: async (kit, p) => {
      await putUser(kit, { ...JCARTER, email: str(p, 'emailAddress') });
      await clearThrottle(kit);
      return undefined;
    },
  },
  'no user has e-mail {emailAddress}': {
    holds: 'No user with that e-mail address.',
    setUp: async (kit, p) => {
      await sql`delete from users where lower(email) = lower(${str(p, 'emailAddress')})`.execute(kit.db);
      await clearThrottle(kit);
      return undefined;
    },
  },
  'a contract with code {contractCode} exists': {
    holds: 'An Active contract of organization 3 with that code.',
    setUp: async (kit, p) => {
      await ensureContract(kit, str(p, 'contractCode'));
      return undefined;
    },
  },
};
