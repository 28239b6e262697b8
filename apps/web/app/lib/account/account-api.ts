import type {
  AccountSettings,
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  InquiryHistoryDeleted,
  ProfileAnswer,
  ProfileUpdateInput,
  SettingsUpdateInput,
  UploadedFile,
} from '@estate/shared';
import { apiFetch, ApiRequestError } from '../api/api-client';

/** Calls of the account feature (the signed-in user's own profile, password, settings, deletion). */
export const accountApi = {
  updateProfile: (body: ProfileUpdateInput) =>
    apiFetch<ProfileAnswer>('/api/auth/user/profile/', { method: 'PATCH', body }),
  changeEmail: (body: ChangeEmailInput) =>
    apiFetch<{ status: 'success' }>('/api/auth/user/change-email/', { method: 'POST', body }),
  changePassword: (body: ChangePasswordInput) =>
    apiFetch<{ status: 'success' }>('/api/auth/user/change-password/', { method: 'POST', body }),
  updateSettings: (body: SettingsUpdateInput) =>
    apiFetch<AccountSettings>('/api/auth/user/settings/', { method: 'PATCH', body }),
  /** Anonymises the leads the user made with listers; the account stays. */
  deleteInquiryHistory: () => apiFetch<InquiryHistoryDeleted>('/api/auth/user/inquiries/delete/', { method: 'POST' }),
  deleteAccount: (body: DeleteAccountInput) =>
    apiFetch<{ status: 'success' }>('/api/auth/user/delete/', { method: 'POST', body }),
};

/** Sends one picture to `POST /api/uploads/{kind}/`; a refusal throws ApiRequestError with the server's code. */
export async function uploadPicture(kind: 'profile_picture' | 'cover_photo', file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/uploads/${kind}/`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiRequestError(response.status, body as ApiRequestError['body']);
  return body as UploadedFile;
}
