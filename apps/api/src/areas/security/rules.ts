import { messages } from '@pathway/validation';
import type { Principal, UserType } from '../../http/context.ts';
import { forbidden } from '../../core/errors.ts';

/** What the who-may-change rule needs to know of a user (ADR 063). */
export interface UserReach {
  id: number | null;
  userType: UserType;
  organizationIds: readonly number[];
  contractorId: number | null;
  /** The organization of the user's contractor (contractor users). */
  contractorOrganizationId: number | null;
}

/**
 * ADR 063: a global user may change every user; an organization user only organization and
 * contractor users who belong entirely to the caller's organizations (every organization of theirs,
 * and their contractor's organization, is one of the caller's); a contractor user only the users of
 * their own contractor. Nobody but a global user changes a global user.
 */
export function mayChange(caller: Principal, target: UserReach): boolean {
  if (caller.userType === 'global') return true;
  if (target.userType === 'global') return false;
  if (caller.userType === 'organization') {
    const own = new Set(caller.organizationIds);
    if (target.organizationIds.length === 0 && target.contractorOrganizationId === null) return false;
    return (
      target.organizationIds.every((id) => own.has(id)) &&
      (target.contractorOrganizationId === null || own.has(target.contractorOrganizationId))
    );
  }
  return (
    target.userType === 'contractor' && caller.contractorId !== null && target.contractorId === caller.contractorId
  );
}

/** Removing follows the change rule, and nobody removes themself. */
export function mayRemove(caller: Principal, target: UserReach): boolean {
  return target.id !== caller.id && mayChange(caller, target);
}

/** Spec section 6, verbatim (typographic apostrophe). */
export function assertMayChange(caller: Principal, target: UserReach): void {
  if (!mayChange(caller, target)) throw forbidden(messages.noAccessToChangeUser);
}

export function assertMayRemove(caller: Principal, target: UserReach): void {
  if (!mayRemove(caller, target)) throw forbidden(messages.noAccessToRemoveUser);
}

/**
 * Which roles a user may hold: a role's scope names the kind of user it is for; a global user may
 * hold any role (ADR 063).
 */
export function roleFits(roleScope: string, userType: UserType): boolean {
  return userType === 'global' || roleScope === userType.toUpperCase();
}

export const ROLE_MESSAGES = {
  /** Spec sections 5 and 8 (the ellipses are the spec's own). */
  atLeastOneRole: messages.atLeastOneRole,
  roleHasPermissions: messages.roleHasPermissions,
  lastAssignedRole: messages.lastAssignedRole,
  roleHasUsers: 'This role is still assigned to users. Take it away from them first.',
  permissionInUse: 'This permission is still granted to roles. Take it away from them first.',
  roleDoesNotFit: (name: string, userType: UserType) => `The role ${name} is not for ${userType} users.`,
  roleBeyondCaller: (name: string) =>
    `You can only give roles whose permissions you hold yourself; ${name} has others.`,
} as const;

export const USER_MESSAGES = {
  userNameTaken: 'The user name is already taken.',
  // Shared with the screen, which asks it as a question rather than showing a failure.
  inGroups: messages.userInGroups,
  contractorRequired: 'A contractor user needs a contractor.',
  organizationRequired: 'An organization user needs at least one organization.',
  contractorNotForType: 'Only a contractor user has a contractor.',
  deactivateSelf: 'You cannot deactivate yourself.',
  unknownOrganization: 'An organization does not exist.',
  unknownContractor: 'The contractor does not exist.',
  unknownRole: 'A role does not exist.',
} as const;
