// Every provider state of the pathway-web pact, by area, and the one function that sets a state up
// and answers the values of its interaction: the ids for `fromProviderState` and the `token` of the
// user the interaction is sent as. The HTTP endpoint (route.ts) and the pact package's in-process
// check both run states through it (ADR 184).
import type { Tokens } from '../../../apps/api/src/auth/tokens.ts';
import { authStates } from './auth.ts';
import { contractStates } from './contract.ts';
import { documentStates } from './documents.ts';
import { enrollmentStates } from './enrollment.ts';
import {
  createKit,
  DEMO_PASSWORD,
  type Params,
  type SignedIn,
  type StateServices,
  type StateTable,
  type Values,
} from './kit.ts';
import { lookupStates } from './lookups.ts';
import { maintenanceStates } from './maintenance.ts';
import { participantStates } from './participants.ts';
import { payrollStates } from './payroll.ts';
import { reportStates } from './reports.ts';
import { securityStates } from './security.ts';
import { JCARTER } from './shared.ts';
import { systemStates } from './system.ts';

/** The states by area, in the order the state catalogue lists them. */
export const STATES_BY_AREA: Readonly<Record<string, StateTable>> = {
  'Sign-in and recovery': authStates,
  'Users and security': securityStates,
  System: systemStates,
  Lookups: lookupStates,
  Maintenance: maintenanceStates,
  'Documents and document requests': documentStates,
  'Contracts, worksites, jobs, contacts and notes': contractStates,
  'Applications and enrollment': enrollmentStates,
  Participants: participantStates,
  'Timesheets and payroll': payrollStates,
  Reports: reportStates,
};

function merge(areas: Readonly<Record<string, StateTable>>): StateTable {
  const all: StateTable = {};
  for (const [area, table] of Object.entries(areas)) {
    for (const [sentence, state] of Object.entries(table)) {
      if (sentence in all) throw new Error(`The provider state "${sentence}" is defined twice (${area}).`);
      all[sentence] = state;
    }
  }
  return all;
}

/** Every provider state by its sentence. */
export const PROVIDER_STATES: StateTable = merge(STATES_BY_AREA);

/** A state the pact names that no handler sets up. */
export class UnknownProviderState extends Error {}

/** The value every state answers beside its ids: the bearer token the interaction is sent with. */
export const TOKEN_VALUE = 'token';

export function createStateRunner(services: StateServices & { tokens: Tokens }) {
  const kit = createKit(services);

  async function tokenOf(user: SignedIn): Promise<string> {
    switch (user) {
      case 'admin':
        return kit.adminToken();
      case 'jcarter':
        return kit.signIn(JCARTER.userName, JCARTER.password);
      case 'viewer':
      case 'orgstaff':
        return kit.signIn(user, DEMO_PASSWORD);
      case 'expired':
        // A session id no session has: the expiry is what the server refuses first.
        return services.tokens.sign(
          {
            sessionId: '00000000-0000-4000-8000-000000000000',
            userId: 1,
            userName: 'admin',
            userType: 'global',
            claims: ['LOGIN'],
          },
          new Date(Date.now() - 60_000),
        );
    }
  }

  return {
    /** Makes the state true and answers its values with the `token` of the user it signs in. */
    async setUp(state: string, params: Params): Promise<Values> {
      const definition = PROVIDER_STATES[state];
      if (!definition) throw new UnknownProviderState(`No provider state "${state}" (see pact/PROVIDER-STATES.md).`);
      const values = (await definition.setUp(kit, params)) ?? {};
      return { ...values, [TOKEN_VALUE]: await tokenOf(definition.as ?? 'admin') };
    },
  };
}

export type StateRunner = ReturnType<typeof createStateRunner>;
