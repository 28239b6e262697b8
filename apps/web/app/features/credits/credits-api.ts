import type { AdKind, FeatureListingInput, UploadedFile } from '@estate/shared';
import type * as awardOps from '@estate/shared/contracts/awards';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/credits';
import { api, ApiRequestError } from '../../lib/api/api-client';

/** TanStack Query keys of the credits and ads feature (invalidate `adsKeys.all` after a purchase). */
export const adsKeys = {
  all: ['ads'] as const,
  credits: ['ads', 'credits'] as const,
  packages: (kind: AdKind) => ['ads', 'packages', kind] as const,
  mine: ['ads', 'mine'] as const,
  awards: ['ads', 'awards'] as const,
};

/** The credits, ads and awards operations the dashboard calls (views of the shared contracts). */
export const creditOps = {
  credits: endpoint<typeof ops.getCredits>('GET', '/api/credits/'),
  packages: endpoint<typeof ops.getAdsPackages>('GET', '/api/ads/packages/'),
  mine: endpoint<typeof ops.getAdsMine>('GET', '/api/ads/mine/'),
  listings: endpoint<typeof ops.getAdsListings>('GET', '/api/ads/listings/'),
  feature: endpoint<typeof ops.postPropertiesFeature>('POST', '/api/properties/:id/feature/'),
  banner: endpoint<typeof ops.postAdsBanners>('POST', '/api/ads/banners/'),
  blazing: endpoint<typeof ops.postAdsBlazing>('POST', '/api/ads/blazing/'),
  end: endpoint<typeof ops.postAdsEnd>('POST', '/api/ads/:id/end/'),
  awards: endpoint<typeof awardOps.getAwards>('GET', '/api/awards/'),
  award: endpoint<typeof awardOps.postAwards>('POST', '/api/awards/'),
  removeAward: endpoint<typeof awardOps.deleteAwardsById>('DELETE', '/api/awards/:id/'),
};

export const fetchCredits = () => api(creditOps.credits);
export const fetchPackages = (kind: AdKind) => api(creditOps.packages, { query: { kind } }).then((a) => a.results);
export const fetchMyAds = () => api(creditOps.mine).then((a) => a.results);
export const fetchAwards = () => api(creditOps.awards).then((a) => a.results);
export const fetchListingOptions = () => api(creditOps.listings).then((a) => a.results);

export const featureListing = (id: number, body: FeatureListingInput) =>
  api(creditOps.feature, { params: { id }, body });

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
