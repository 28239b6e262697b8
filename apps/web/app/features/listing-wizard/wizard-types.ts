import {
  COUNTRY_CURRENCY,
  marketCurrency,
  UPLOAD_KINDS,
  type Currency,
  type UploadedFile,
  type UploadKind,
} from '@estate/shared';

/** What the visitor has typed and chosen, kept as the inputs hold it (strings) until checked. */
export interface WizardValues {
  purpose: string;
  area_type: string;
  property_type: string;
  title: string;
  description: string;
  /** The title and description in the other language (issue 39, M4); empty: none. */
  title_translation: string;
  description_translation: string;
  price: string;
  /** Fixed by the country where it has a market currency (issue 39, U1); chosen elsewhere. */
  currency: Currency;
  /** The currency the price was typed or confirmed in: when the location changes the currency, the visitor checks the amount. */
  price_currency: string;
  rent_frequency: string;
  bedrooms: string;
  bathrooms: string;
  floors: string;
  area_unit: string;
  area_size: string;
  amenities: string[];
  country: string;
  city: string;
  address: string;
  latitude: string;
  longitude: string;
  /** The place picked in the search, shown back to the visitor. */
  place_label: string;
  youtube_links: string[];
  /** A link typed but not added yet (kept so nothing typed is lost). */
  youtube_input: string;
  /** The advertising permit (issue 37): required in Dubai, optional elsewhere. */
  permit_number: string;
  permit_qr_url: string;
  /** An uploaded image of the permit's QR code (the server reads it) and its file name. */
  permit_qr_upload: string;
  permit_qr_name: string;
  permit_expires_on: string;
}

export type WizardField = keyof WizardValues | 'featured_image' | 'gallery_images' | 'videos' | 'floor_plans';

export type UploadStatus = 'uploading' | 'done' | 'failed';

/** One file in the media step: uploading, uploaded (with the server's answer) or failed. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  progress: number;
  answer?: UploadedFile;
  /** Catalog key of why it failed. */
  errorKey?: string;
  /** Kept in memory for a retry; never saved. */
  file?: File;
  /** True for files that already belong to the listing being edited. */
  fromListing?: boolean;
}

export type MediaState = Record<UploadKind, UploadItem[]>;

export interface UploadAlert {
  id: number;
  key: string;
  count?: number;
}

export type AlertState = Record<UploadKind, UploadAlert[]>;

/** What is saved in local storage between visits. */
export interface WizardDraft {
  version: 1;
  values: WizardValues;
  media: Record<UploadKind, UploadedFile[]>;
  step: number;
  savedAt: string;
}

export function emptyMedia(): MediaState {
  return Object.fromEntries(UPLOAD_KINDS.map((kind) => [kind, []])) as unknown as MediaState;
}

export function emptyAlerts(): AlertState {
  return Object.fromEntries(UPLOAD_KINDS.map((kind) => [kind, []])) as unknown as AlertState;
}

/** A fresh form, with the currency and country of where the visitor is. */
export function initialValues(countryCode: string | undefined): WizardValues {
  const country = countryCode && /^[A-Z]{2}$/.test(countryCode) ? countryCode : '';
  return {
    purpose: '',
    area_type: '',
    property_type: '',
    title: '',
    description: '',
    title_translation: '',
    description_translation: '',
    price: '',
    currency: COUNTRY_CURRENCY[country] ?? 'USD',
    price_currency: '',
    rent_frequency: '',
    bedrooms: '',
    bathrooms: '',
    floors: '',
    area_unit: '',
    area_size: '',
    amenities: [],
    country,
    city: '',
    address: '',
    latitude: '',
    longitude: '',
    place_label: '',
    youtube_links: [],
    youtube_input: '',
    ...NO_PERMIT,
  };
}

/** The permit fields of a form without a permit. */
export const NO_PERMIT = {
  permit_number: '',
  permit_qr_url: '',
  permit_qr_upload: '',
  permit_qr_name: '',
  permit_expires_on: '',
} satisfies Partial<WizardValues>;

export function doneUploads(items: UploadItem[]): UploadedFile[] {
  return items.flatMap((item) => (item.status === 'done' && item.answer ? [item.answer] : []));
}

export function itemFromAnswer(answer: UploadedFile, fromListing = false): UploadItem {
  return {
    key: answer.id,
    name: answer.name,
    size: answer.size,
    status: 'done',
    progress: 100,
    answer,
    fromListing,
  };
}

/**
 * A change to the form. A new country brings its market's currency: a Dubai flat is priced in AED,
 * whatever the visitor's own country. Typing a price (or choosing a currency by hand where the
 * country has none of its own) confirms the price in the currency shown.
 */
export function applyChange(prev: WizardValues, change: Partial<WizardValues>): WizardValues {
  const next = { ...prev, ...change };
  if ('country' in change) next.currency = marketCurrency(next.country) ?? next.currency;
  if ('price' in change || ('currency' in change && !('country' in change))) next.price_currency = next.currency;
  return next;
}

/** Values from a draft or a stored listing, with the currency its country fixes. */
export function withMarketCurrency(values: WizardValues): WizardValues {
  const priceCurrency = values.price_currency || (values.price.trim() ? values.currency : '');
  return { ...values, price_currency: priceCurrency, currency: marketCurrency(values.country) ?? values.currency };
}

/** The price was typed in another currency than the one it will be published in. */
export function priceNeedsCheck(values: WizardValues): boolean {
  return !!values.price.trim() && !!values.price_currency && values.price_currency !== values.currency;
}
