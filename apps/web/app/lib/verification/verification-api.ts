import type { VerificationRejectInput, VerificationRequest } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/verification';
import { api, ApiRequestError } from '../api/api-client';

/** The calls' operations (the admin console's first read of the queue uses `queue`). */
export const verificationOps = {
  state: endpoint<typeof ops.getVerificationListingsById>('GET', '/api/verification/listings/:id/'),
  queue: endpoint<typeof ops.getAdminVerification>('GET', '/api/admin/verification/'),
  approve: endpoint<typeof ops.postAdminVerificationApprove>('POST', '/api/admin/verification/:id/approve/'),
  reject: endpoint<typeof ops.postAdminVerificationReject>('POST', '/api/admin/verification/:id/reject/'),
};

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
  state: (listingId: number) => api(verificationOps.state, { params: { id: listingId } }),
  request: sendRequest,
  queue: (page = 1) => api(verificationOps.queue, { query: { page: page > 1 ? page : undefined } }),
  approve: (requestId: number) => api(verificationOps.approve, { params: { id: requestId } }),
  reject: (requestId: number, body: VerificationRejectInput) =>
    api(verificationOps.reject, { params: { id: requestId }, body }),
};
