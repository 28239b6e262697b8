import type {
  ListingVerificationState,
  VerificationQueue,
  VerificationRejectInput,
  VerificationRequest,
} from '@estate/shared';
import { apiFetch, ApiRequestError } from '../api/api-client';

/** TanStack Query keys of a listing's verification (its managers' view). */
export const verificationKeys = {
  state: (listingId: number) => ['verification', 'listing', listingId] as const,
};

/**
 * Sends a request's multipart body (the server's apps/server/src/features/verification/
 * verification.routes.ts): `lister_role`, then files named `<kind>:<doc_type>` or `on_site_photo`.
 */
async function sendRequest(listingId: number, body: FormData): Promise<VerificationRequest> {
  const response = await fetch(`/api/verification/listings/${listingId}/`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Locale': document.documentElement.lang },
    body,
  });
  const answer = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(response.status, answer);
  return answer as VerificationRequest;
}

/** Calls of listing verification (issue 37). */
export const verificationApi = {
  state: (listingId: number) => apiFetch<ListingVerificationState>(`/api/verification/listings/${listingId}/`),
  request: sendRequest,
  queue: (page = 1) => apiFetch<VerificationQueue>(`/api/admin/verification/${page > 1 ? `?page=${page}` : ''}`),
  approve: (requestId: number) => apiFetch(`/api/admin/verification/${requestId}/approve/`, { method: 'POST' }),
  reject: (requestId: number, body: VerificationRejectInput) =>
    apiFetch(`/api/admin/verification/${requestId}/reject/`, { body }),
};
