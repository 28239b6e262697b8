import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Who a contact is, as the lead keeps them (decision 0043). */
export interface PersonIdentity {
  /** Unique per agency (or lone lister): `+971501234567`, `someone@example.com` or `user:42`. */
  personKey: string;
  phoneE164: string | null;
  /** The phone as typed, when it could not be read as a number of any country. */
  phoneRaw: string | null;
  email: string | null;
}

/**
 * A phone in E.164, read with `country` (the listing's, ISO 3166 alpha-2) as the default region:
 * `050 123 4567` on a Dubai listing and `+971 50 123 4567` are both `+971501234567`. Null when it
 * is not a valid number (too short, an unknown prefix).
 */
export function phoneE164(typed: string, country: string): string | null {
  const region = isSupportedCountry(country) ? country : undefined;
  const phone = parsePhoneNumberFromString(typed, region);
  return phone?.isValid() ? phone.number : null;
}

/**
 * The identity of a contact: the phone in E.164, else the lower-cased e-mail, else the account
 * (`user:<id>`). A phone that cannot be read is kept as typed for display, and the key falls back
 * to the e-mail or account; with neither, to its digits (`phone:<digits>`), so the contact still
 * counts. Null only when nothing at all is known (the inquiry form always asks a phone or e-mail).
 */
export function personIdentity(input: {
  phone?: string | null;
  email?: string | null;
  userId?: number | null;
  country: string;
}): PersonIdentity | null {
  const typedPhone = input.phone?.trim() || null;
  const e164 = typedPhone ? phoneE164(typedPhone, input.country) : null;
  const phoneRaw = typedPhone && !e164 ? typedPhone : null;
  const email = input.email?.trim().toLowerCase() || null;
  const digits = phoneRaw?.replace(/\D/g, '') || null;
  const personKey =
    e164 ?? email ?? (input.userId ? `user:${input.userId}` : null) ?? (digits ? `phone:${digits}` : null);
  if (!personKey) return null;
  return { personKey, phoneE164: e164, phoneRaw, email };
}
