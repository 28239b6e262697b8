import { z } from 'zod';

/**
 * Advertising permits per market (issue 37, J2.1). A market listed here requires its authority's
 * permit to publish; elsewhere a permit is optional and shown when given. The digits and the hosts
 * a QR code may point to are the defaults: the server may override them by configuration
 * (DLD_PERMIT_DIGITS, DLD_QR_HOSTS) and is the one that decides; the wizard uses this list to mark
 * the fields required before sending.
 */
export const PERMIT_AUTHORITIES = ['dld_trakheesi', 'other'] as const;
export type PermitAuthority = (typeof PERMIT_AUTHORITIES)[number];

export interface PermitMarketRule {
  country: string;
  /** Lower-cased city, as listings' `city_key`. */
  cityKey: string;
  authority: Exclude<PermitAuthority, 'other'>;
  /** Exactly this many digits. */
  digits: number;
  /** Hosts a permit's QR link may point to (exact names, lower case). */
  qrHosts: readonly string[];
  /** The day a permit expires is this market's day. */
  timeZone: string;
}

export const PERMIT_MARKETS: readonly PermitMarketRule[] = [
  {
    country: 'AE',
    cityKey: 'dubai',
    authority: 'dld_trakheesi',
    // Trakheesi permit numbers as DLD prints them (e.g. 7123456789).
    digits: 10,
    qrHosts: ['dubailand.gov.ae', 'www.dubailand.gov.ae', 'trakheesi.dubailand.gov.ae'],
    timeZone: 'Asia/Dubai',
  },
];

/** The permit rule of where a listing is, or undefined where a permit is optional. */
export function permitMarketOf(country: string, city: string): PermitMarketRule | undefined {
  const c = country.trim().toUpperCase();
  const key = city.trim().toLowerCase();
  return PERMIT_MARKETS.find((m) => m.country === c && m.cityKey === key);
}

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The permit fields of a listing's create and edit input. Left out: unchanged on an edit; null or
 * empty: none (removed on an edit). The length, the hosts and whether one is required are the
 * server's checks (they depend on the market and the configuration).
 */
export const permitFields = {
  permit_number: z.preprocess(
    emptyToNull,
    z
      .string({ error: 'permits.errors.number_digits' })
      .trim()
      .regex(/^[0-9]{1,20}$/, 'permits.errors.number_digits')
      .nullable()
      .optional(),
  ),
  permit_qr_url: z.preprocess(
    emptyToNull,
    z
      .string({ error: 'permits.errors.qr_link_invalid' })
      .trim()
      .max(500, 'permits.errors.qr_link_invalid')
      .refine(isWebLink, 'permits.errors.qr_link_invalid')
      .nullable()
      .optional(),
  ),
  /** An uploaded image of the permit's QR code (`POST /api/uploads/permit_qr/`); the server reads it. */
  permit_qr_upload: z.preprocess(emptyToNull, z.uuid('permits.errors.qr_upload_invalid').nullable().optional()),
  /** As printed on the permit, YYYY-MM-DD. */
  permit_expires_on: z.preprocess(emptyToNull, z.iso.date('permits.errors.expiry_invalid').nullable().optional()),
};
export const PERMIT_FIELD_NAMES = Object.keys(permitFields) as (keyof typeof permitFields)[];

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A listing's permit as its page shows it (`permit` of the detail answer). */
export const listingPermitSchema = z.object({
  authority: z.enum(PERMIT_AUTHORITIES),
  number: z.string(),
  /** The authority's page for this permit (the QR code's link), or null when none was given. */
  check_url: z.string().nullable(),
  /** The QR code of `check_url`, drawn by the server (an SVG document), or null. */
  qr_svg: z.string().nullable(),
  /** For the lister only: the expiry entered, and whether the permit is in order. */
  expires_on: z.string().nullable().optional(),
  status: z.enum(['ok', 'conflict', 'expired']).optional(),
});
export type ListingPermit = z.infer<typeof listingPermitSchema>;
