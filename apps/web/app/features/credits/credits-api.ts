import type {
  AdKind,
  AwardList,
  CreditsAnswer,
  FeatureListingAnswer,
  FeatureListingInput,
  FeaturePackagesAnswer,
  MyAdsAnswer,
  UploadedFile,
} from '@estate/shared';
import { apiFetch, ApiRequestError } from '../../lib/api/api-client';

/** TanStack Query keys of the credits and ads feature (invalidate `adsKeys.all` after a purchase). */
export const adsKeys = {
  all: ['ads'] as const,
  credits: ['ads', 'credits'] as const,
  packages: (kind: AdKind) => ['ads', 'packages', kind] as const,
  mine: ['ads', 'mine'] as const,
  awards: ['ads', 'awards'] as const,
};

export const fetchCredits = () => apiFetch<CreditsAnswer>('/api/credits/');
export const fetchPackages = (kind: AdKind) =>
  apiFetch<FeaturePackagesAnswer>(`/api/ads/packages/?kind=${kind}`).then((a) => a.results);
export const fetchMyAds = () => apiFetch<MyAdsAnswer>('/api/ads/mine/').then((a) => a.results);
export const fetchAwards = () => apiFetch<AwardList>('/api/awards/').then((a) => a.results);

export const featureListing = (id: number, body: FeatureListingInput) =>
  apiFetch<FeatureListingAnswer>(`/api/properties/${id}/feature/`, { body });

/** Sends one image to `POST /api/uploads/{kind}/` (multipart field "file"). */
export async function uploadImage(kind: 'ad_image' | 'award_image', file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/uploads/${kind}/`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const body = (await response.json().catch(() => undefined)) as UploadedFile | undefined;
  if (!response.ok || !body) throw new ApiRequestError(response.status, body as never);
  return body;
}

/**
 * The catalog key for a failed ads call: a field's key from the server when there is one, the
 * feature's own texts for its codes, otherwise `fallback`.
 */
export function adsErrorKey(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return 'ads.errors.network';
  const code = error.code;
  if (code === 'insufficient_credits') return 'ads.errors.insufficient_credits';
  if (code === 'already_featured') return 'ads.errors.already_featured';
  if (code === 'already_blazing') return 'ads.errors.already_blazing';
  if (code === 'listing_not_public') return 'ads.errors.listing_not_public';
  if (code === 'invalid_upload') return 'ads.errors.image_invalid';
  if (code === 'package_unavailable') return 'ads.errors.package_unavailable';
  const field = Object.values(error.fields).find((key) => key.startsWith('ads.') || key.startsWith('validation.'));
  if (field) return field;
  if (error.status >= 400 && error.status < 500 && error.body?.code?.startsWith('upload'))
    return 'ads.errors.image_invalid';
  return fallback;
}
