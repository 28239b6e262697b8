import type { ZodError } from 'zod';
import {
  LISTING_STEPS,
  isMarketCurrency,
  isYoutubeVideoUrl,
  listingInputSchema,
  permitMarketOf,
  listingStepSchemas,
} from '@estate/shared';
import { doneUploads, priceNeedsCheck, type MediaState, type WizardValues } from './wizard-types';

export type FieldErrors = Record<string, string>;

/** The listing as `POST /api/properties/` takes it (listingInputSchema's input shape). */
export function toListingInput(values: WizardValues, media: MediaState) {
  const ids = (kind: keyof MediaState) => doneUploads(media[kind]).map((file) => file.id);
  return {
    purpose: values.purpose || undefined,
    area_type: values.area_type || undefined,
    property_type: values.property_type || undefined,
    title: values.title,
    description: values.description,
    title_translation: values.title_translation,
    description_translation: values.description_translation,
    price: values.price,
    currency: values.currency,
    rent_frequency: values.purpose === 'rent' ? values.rent_frequency : undefined,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    floors: values.floors,
    area_unit: values.area_unit || undefined,
    area_size: values.area_size,
    amenities: values.amenities,
    country: values.country || undefined,
    city: values.city,
    address: values.address,
    latitude: values.latitude,
    longitude: values.longitude,
    featured_image: ids('featured').at(-1),
    gallery_images: ids('gallery'),
    videos: ids('video'),
    floor_plans: ids('floor_plan'),
    youtube_links: values.youtube_links,
    permit_number: values.permit_number,
    permit_qr_url: values.permit_qr_url,
    permit_qr_upload: values.permit_qr_upload,
    permit_expires_on: values.permit_expires_on,
  };
}

/**
 * Where a permit is required (Dubai, PERMIT_MARKETS), its number and its QR code (link or image):
 * said before sending; the server checks the rest (the digits configured, the QR's host).
 */
function permitErrors(values: WizardValues): FieldErrors {
  const rule = permitMarketOf(values.country, values.city);
  if (!rule) return {};
  const errors: FieldErrors = {};
  const number = values.permit_number.trim();
  if (!number) errors.permit_number = 'permits.errors.number_required';
  if (!values.permit_qr_url.trim() && !values.permit_qr_upload) errors.permit_qr_url = 'permits.errors.qr_required';
  return errors;
}

/** First catalog key per field. */
function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    errors[name] ??= /^(validation|listing_rules|permits)\./.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return errors;
}

/** The size can only be typed once there is a unit: without one, the size says so. */
function unitFirst(errors: FieldErrors, values: WizardValues): FieldErrors {
  if (!values.area_unit && errors.area_unit) errors.area_size = 'listing_rules.area_unit_first';
  return errors;
}

/** Problems with the fields of one step (empty when it may be left). */
export function validateStep(step: number, values: WizardValues, media: MediaState): FieldErrors {
  const key = LISTING_STEPS[step]?.key;
  if (!key) return {};
  const result = listingStepSchemas[key].safeParse(toListingInput(values, media));
  const errors = result.success ? {} : unitFirst(fieldErrors(result.error), values);
  if (key === 'details') Object.assign(errors, currencyErrors(values), errors);
  if (key === 'location') Object.assign(errors, permitErrors(values), errors);
  if (key === 'media' && values.youtube_input.trim() && !isYoutubeVideoUrl(values.youtube_input)) {
    errors.youtube_input = 'listing_rules.youtube_invalid';
  }
  return errors;
}

/** Problems the schema cannot see: the currency of the listing's market, and a price typed in another. */
function currencyErrors(values: WizardValues): FieldErrors {
  if (!isMarketCurrency(values.country, values.currency)) return { currency: 'listing_rules.currency_not_market' };
  if (priceNeedsCheck(values)) return { price: 'wizard.currency.check_price' };
  return {};
}

/** The whole listing, checked before it is sent. */
export function validateAll(values: WizardValues, media: MediaState) {
  const result = listingInputSchema.safeParse(toListingInput(values, media));
  const extra = { ...currencyErrors(values), ...permitErrors(values) };
  if (result.success && !Object.keys(extra).length) return { data: result.data, errors: {} as FieldErrors };
  const errors = result.success ? {} : unitFirst(fieldErrors(result.error), values);
  return { data: null, errors: { ...extra, ...errors } };
}

/** The step that holds a field (for server errors and Edit links). */
export function stepOfField(name: string): number {
  const field = name === 'youtube_input' ? 'youtube_links' : name;
  const index = LISTING_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? LISTING_STEPS.length - 1 : index;
}

/** The earliest step with a problem. */
export function firstStepWithError(errors: FieldErrors): number {
  return Math.min(...Object.keys(errors).map(stepOfField));
}
