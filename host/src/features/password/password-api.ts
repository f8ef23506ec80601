/** Password calls (docs/product.md#passwords, docs/gateway.md#member-calls). */
import { api, type SetPasswordByPhoneRequest } from '@tessera/shared';

export const passwordApi = {
  forgotByEmail: (username: string, email: string): Promise<unknown> => api.call('forgotByEmail', { username, email }),
  /** Answers the account the number belongs to, which then logs in with the new password. */
  setByPhone: (req: SetPasswordByPhoneRequest): Promise<unknown> => api.call('setPasswordByPhone', req),
  change: (oldPassword: string, newPassword: string): Promise<unknown> =>
    api.call('changePassword', { oldPassword, newPassword, confirmNewPassword: newPassword }),
};
