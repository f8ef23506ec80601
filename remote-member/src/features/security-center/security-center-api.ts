/** The security-center page's gateway and bus calls, typed, so sagas and tests have one seam to mock. */
import { api, type ChangePasswordRequest, type MemberInfo, type MemberProfile, type MemberProfileFields } from '@tessera/shared';

export { balanceChanged } from '@tessera/shared';

export function fetchMemberInfo(): Promise<MemberInfo> {
  return api.call('memberInfo');
}

export function fetchProfile(): Promise<MemberProfile> {
  return api.call('memberProfile');
}

export function saveProfile(fields: Partial<MemberProfileFields>): Promise<MemberProfile> {
  return api.call('updateMemberProfile', fields);
}

/** Encrypted call (the endpoint table says so): the passwords never travel in clear. */
export function changePassword(req: ChangePasswordRequest): Promise<unknown> {
  return api.call('changePassword', req);
}
