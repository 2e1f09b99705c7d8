import type { KyInstance } from 'ky';
import type { RequestBody, ResponseBody } from '../http.ts';

export type PermissionRefList = ResponseBody<'/roles/{roleId}/permissions', 'get'>;
export type UserRefList = ResponseBody<'/roles/{roleId}/users', 'get'>;
export type ResourceRefList = ResponseBody<'/groups/{groupId}/resources', 'get'>;
/** The full set of checked ids with the owner's version (a stale one answers 409). */
export type IdSelectionSaveRequest = RequestBody<'/roles/{roleId}/permissions', 'put'>;

/**
 * The memberships of Security > Roles and Groups (spec section 6). A role's users are read only:
 * role membership is written per user (`users.saveRoles`, ADR 062).
 */
export const securityApi = (http: KyInstance) => ({
  rolePermissions: (roleId: number) => http.get(`roles/${roleId}/permissions`).json<PermissionRefList>(),
  saveRolePermissions: (roleId: number, body: IdSelectionSaveRequest) =>
    http.put(`roles/${roleId}/permissions`, { json: body }).json<PermissionRefList>(),
  roleUsers: (roleId: number) => http.get(`roles/${roleId}/users`).json<UserRefList>(),
  groupUsers: (groupId: number) => http.get(`groups/${groupId}/users`).json<UserRefList>(),
  saveGroupUsers: (groupId: number, body: IdSelectionSaveRequest) =>
    http.put(`groups/${groupId}/users`, { json: body }).json<UserRefList>(),
  groupResources: (groupId: number) => http.get(`groups/${groupId}/resources`).json<ResourceRefList>(),
  saveGroupResources: (groupId: number, body: IdSelectionSaveRequest) =>
    http.put(`groups/${groupId}/resources`, { json: body }).json<ResourceRefList>(),
});
