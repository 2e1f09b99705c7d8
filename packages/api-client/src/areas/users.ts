import type { KyInstance } from 'ky';
import type { RequestBody, ResponseBody } from '../http.ts';

export type ChangePasswordRequest = RequestBody<'/users/change-password', 'post'>;
export type UpdateUserProfileRequest = RequestBody<'/users/update-user-profile', 'post'>;
export type ValidateUserActivationRequest = RequestBody<'/users/validate-user-activation', 'post'>;
export type ValidateForgetPasswordUserRequest = RequestBody<'/users/validate-forget-password-user', 'post'>;
export type ValidateForgetUsernameRequest = RequestBody<'/users/validate-forget-username', 'post'>;
export type ValidateContractCodeRequest = RequestBody<'/users/validate-contract-code', 'post'>;
export type ResetPasswordRequest = RequestBody<'/users/reset-password', 'post'>;
export type UserSearchRequest = RequestBody<'/users/search', 'post'>;
export type UserSearchResponse = ResponseBody<'/users/search', 'post'>;
export type CreateUserRequest = RequestBody<'/users', 'post'>;
export type ActivationLink = ResponseBody<'/users/{userId}/activation-link', 'post'>;
/** A created user with the invitation the server mailed them (ADR 222). */
export type CreatedUser = ResponseBody<'/users', 'post'>;
export type UserRoles = ResponseBody<'/users/{userId}/roles', 'get'>;
export type SaveUserRolesRequest = RequestBody<'/users/{userId}/roles', 'post'>;

/** The current user's account calls and the security screens' user maintenance (spec section 7). */
export const usersApi = (http: KyInstance) => ({
  changePassword: (body: ChangePasswordRequest) =>
    http.post('users/change-password', { json: body }).json<ResponseBody<'/users/change-password', 'post'>>(),
  updateUserProfile: (body: UpdateUserProfileRequest) =>
    http.post('users/update-user-profile', { json: body }).json<ResponseBody<'/users/update-user-profile', 'post'>>(),
  validateUserActivation: (body: ValidateUserActivationRequest) =>
    http
      .post('users/validate-user-activation', { json: body })
      .json<ResponseBody<'/users/validate-user-activation', 'post'>>(),
  validateForgetPasswordUser: (body: ValidateForgetPasswordUserRequest) =>
    http
      .post('users/validate-forget-password-user', { json: body })
      .json<ResponseBody<'/users/validate-forget-password-user', 'post'>>(),
  validateForgetUsername: (body: ValidateForgetUsernameRequest) =>
    http
      .post('users/validate-forget-username', { json: body })
      .json<ResponseBody<'/users/validate-forget-username', 'post'>>(),
  validateContractCode: (body: ValidateContractCodeRequest) =>
    http
      .post('users/validate-contract-code', { json: body })
      .json<ResponseBody<'/users/validate-contract-code', 'post'>>(),
  resetPassword: (body: ResetPasswordRequest) =>
    http.post('users/reset-password', { json: body }).json<ResponseBody<'/users/reset-password', 'post'>>(),
  search: (body: UserSearchRequest) => http.post('users/search', { json: body }).json<UserSearchResponse>(),
  create: (body: CreateUserRequest) => http.post('users', { json: body }).json<ResponseBody<'/users', 'post'>>(),
  /** Sends the `version` it read; a stale one is refused with 409. */
  remove: async (userId: number, version: number, forceRemove: boolean) => {
    await http.delete(`users/${userId}`, { searchParams: { version, forceRemove } });
  },
  activate: async (userId: number) => {
    await http.post(`users/${userId}/activate`);
  },
  deactivate: async (userId: number) => {
    await http.post(`users/${userId}/deactivate`);
  },
  /** Ends every session of the user at once (ADR 185). */
  signOutEverywhere: (userId: number) =>
    http
      .post(`users/${userId}/sign-out-everywhere`)
      .json<ResponseBody<'/users/{userId}/sign-out-everywhere', 'post'>>(),
  /** A new one-time link to the Activation page, mailed and shown once; it replaces the earlier one (ADRs 201, 222). */
  issueActivationLink: (userId: number) => http.post(`users/${userId}/activation-link`).json<ActivationLink>(),
  getRoles: (userId: number) => http.get(`users/${userId}/roles`).json<UserRoles>(),
  saveRoles: (userId: number, body: SaveUserRolesRequest) =>
    http.post(`users/${userId}/roles`, { json: body }).json<ResponseBody<'/users/{userId}/roles', 'post'>>(),
});
