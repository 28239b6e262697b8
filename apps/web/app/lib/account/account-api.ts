import type {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  ProfileUpdateInput,
  SettingsUpdateInput,
} from '@estate/shared';
import type * as ops from '@estate/shared/contracts/account';
import { endpoint } from '@estate/shared/contracts/client';
import { api } from '../api/api-client';
import { authOps } from '../session/auth-ops';

const account = {
  updateProfile: endpoint<typeof ops.patchAuthUserProfile>('PATCH', '/api/auth/user/profile/'),
  changePassword: endpoint<typeof ops.postAuthUserChangePassword>('POST', '/api/auth/user/change-password/'),
  updateSettings: endpoint<typeof ops.patchAuthUserSettings>('PATCH', '/api/auth/user/settings/'),
  deleteInquiryHistory: endpoint<typeof ops.postAuthUserInquiriesDelete>('POST', '/api/auth/user/inquiries/delete/'),
  deleteAccount: endpoint<typeof ops.postAuthUserDelete>('POST', '/api/auth/user/delete/'),
};

/** Calls of the account feature (the signed-in user's own profile, password, settings, deletion). */
export const accountApi = {
  updateProfile: (body: ProfileUpdateInput) => api(account.updateProfile, { body }),
  changeEmail: (body: ChangeEmailInput) => api(authOps.changeEmail, { body }),
  changePassword: (body: ChangePasswordInput) => api(account.changePassword, { body }),
  updateSettings: (body: SettingsUpdateInput) => api(account.updateSettings, { body }),
  /** Anonymises the leads the user made with listers; the account stays. */
  deleteInquiryHistory: () => api(account.deleteInquiryHistory),
  deleteAccount: (body: DeleteAccountInput) => api(account.deleteAccount, { body }),
};

export { uploadPicture } from '../uploads/upload-picture';
