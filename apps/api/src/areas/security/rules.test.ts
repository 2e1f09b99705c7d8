import { messages } from '@pathway/validation';
import { describe, expect, it } from 'vitest';
import type { Principal, UserType } from '../../http/context.ts';
import {
  assertMayChange,
  assertMayRemove,
  mayChange,
  mayRemove,
  ROLE_MESSAGES,
  roleFits,
  USER_MESSAGES,
  type UserReach,
} from './rules.ts';

// Who may change whom (ADR 063), as the Users screen's callers meet it: a global administrator,
// an organization's staff with one or two organizations, a contractor's staff.
function caller(
  userType: UserType,
  { id = 1, organizationIds = [] as number[], contractorId = null as number | null } = {},
): Principal {
  return {
    id,
    userName: `caller${String(id)}`,
    userType,
    organizationIds,
    contractorId,
    claims: new Set(),
    sessionId: 's',
  };
}

function target(
  userType: UserType,
  {
    id = 2,
    organizationIds = [] as number[],
    contractorId = null as number | null,
    contractorOrganizationId = null as number | null,
  } = {},
): UserReach {
  return { id, userType, organizationIds, contractorId, contractorOrganizationId };
}

describe('who may change a user', () => {
  it('a global user changes anyone, global users included', () => {
    const admin = caller('global');
    expect(mayChange(admin, target('global'))).toBe(true);
    expect(mayChange(admin, target('organization', { organizationIds: [9] }))).toBe(true);
    expect(mayChange(admin, target('contractor', { contractorId: 4 }))).toBe(true);
  });

  it('nobody else changes a global user', () => {
    expect(mayChange(caller('organization', { organizationIds: [1] }), target('global'))).toBe(false);
    // Not even one who was given the caller's organizations.
    expect(
      mayChange(caller('organization', { organizationIds: [1] }), target('global', { organizationIds: [1] })),
    ).toBe(false);
    expect(mayChange(caller('contractor', { contractorId: 4 }), target('global', { contractorId: 4 }))).toBe(false);
  });

  it('organization staff change users who belong entirely to their organizations', () => {
    const staff = caller('organization', { organizationIds: [1, 2] });
    expect(mayChange(staff, target('organization', { organizationIds: [1] }))).toBe(true);
    expect(mayChange(staff, target('organization', { organizationIds: [1, 2] }))).toBe(true);
    // One organization outside the caller's is enough to refuse.
    expect(mayChange(staff, target('organization', { organizationIds: [1, 3] }))).toBe(false);
    expect(mayChange(staff, target('organization', { organizationIds: [3] }))).toBe(false);
  });

  it("organization staff change a contractor's user only when the contractor works for their organization", () => {
    const staff = caller('organization', { organizationIds: [1] });
    expect(mayChange(staff, target('contractor', { contractorId: 4, contractorOrganizationId: 1 }))).toBe(true);
    expect(mayChange(staff, target('contractor', { contractorId: 4, contractorOrganizationId: 2 }))).toBe(false);
    // Both must hold: the user's organizations and the contractor's.
    expect(
      mayChange(staff, target('contractor', { organizationIds: [1], contractorId: 4, contractorOrganizationId: 2 })),
    ).toBe(false);
    expect(
      mayChange(staff, target('contractor', { organizationIds: [2], contractorId: 4, contractorOrganizationId: 1 })),
    ).toBe(false);
  });

  it('organization staff do not change a user who belongs to no organization at all', () => {
    const staff = caller('organization', { organizationIds: [1] });
    expect(mayChange(staff, target('organization'))).toBe(false);
    expect(mayChange(staff, target('contractor', { contractorId: 4 }))).toBe(false);
  });

  it("contractor staff change only their own contractor's users", () => {
    const staff = caller('contractor', { contractorId: 4 });
    expect(mayChange(staff, target('contractor', { contractorId: 4 }))).toBe(true);
    expect(mayChange(staff, target('contractor', { contractorId: 5 }))).toBe(false);
    expect(mayChange(staff, target('organization', { organizationIds: [1], contractorId: 4 }))).toBe(false);
    // A contractor user without a contractor reaches nobody, even another without one.
    const orphan = caller('contractor');
    expect(mayChange(orphan, target('contractor'))).toBe(false);
  });

  it('assertMayChange refuses with the spec’s message and lets an allowed change through', () => {
    const staff = caller('contractor', { contractorId: 4 });
    expect(() => {
      assertMayChange(staff, target('contractor', { contractorId: 4 }));
    }).not.toThrow();
    expect(() => {
      assertMayChange(staff, target('contractor', { contractorId: 5 }));
    }).toThrow(expect.objectContaining({ status: 403, body: { message: messages.noAccessToChangeUser } }));
  });
});

describe('who may remove a user', () => {
  it('follows the change rule', () => {
    const staff = caller('organization', { organizationIds: [1] });
    expect(mayRemove(staff, target('organization', { organizationIds: [1] }))).toBe(true);
    expect(mayRemove(staff, target('organization', { organizationIds: [2] }))).toBe(false);
  });

  it('never lets a user remove themself, not even a global one', () => {
    const admin = caller('global', { id: 7 });
    expect(mayRemove(admin, target('global', { id: 7 }))).toBe(false);
    expect(mayRemove(admin, target('global', { id: 8 }))).toBe(true);
  });

  it('assertMayRemove refuses with the spec’s message', () => {
    const admin = caller('global', { id: 7 });
    expect(() => {
      assertMayRemove(admin, target('global', { id: 8 }));
    }).not.toThrow();
    expect(() => {
      assertMayRemove(admin, target('global', { id: 7 }));
    }).toThrow(expect.objectContaining({ status: 403, body: { message: messages.noAccessToRemoveUser } }));
  });
});

describe('which roles fit a user', () => {
  it('a role is for the kind of user its scope names; a global user holds any', () => {
    expect(roleFits('ORGANIZATION', 'organization')).toBe(true);
    expect(roleFits('CONTRACTOR', 'contractor')).toBe(true);
    expect(roleFits('CONTRACTOR', 'organization')).toBe(false);
    expect(roleFits('ORGANIZATION', 'contractor')).toBe(false);
    expect(roleFits('CONTRACTOR', 'global')).toBe(true);
    expect(roleFits('GLOBAL', 'global')).toBe(true);
  });
});

describe('the refusals name what to do', () => {
  it('a user in groups is told how many and what confirming does, in the right number', () => {
    expect(USER_MESSAGES.inGroups(1)).toBe(
      'This user belongs to 1 group. Confirm the removal to take the user out of it as well.',
    );
    expect(USER_MESSAGES.inGroups(3)).toBe(
      'This user belongs to 3 groups. Confirm the removal to take the user out of them as well.',
    );
  });

  it('a role that does not fit or that the caller cannot give is named', () => {
    expect(ROLE_MESSAGES.roleDoesNotFit('Payroll Clerk', 'contractor')).toBe(
      'The role Payroll Clerk is not for contractor users.',
    );
    expect(ROLE_MESSAGES.roleBeyondCaller('Administrator')).toBe(
      'You can only give roles whose permissions you hold yourself; Administrator has others.',
    );
  });
});
