import { z } from 'zod';

/** Country (spec section 3): name, iso2, emoji flag. */
export const countrySchema = z.object({
  name: z.string(),
  iso2: z.string().length(2),
  emoji: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** Where the visitor is, as the server works it out. */
export const visitorCountrySchema = z.object({
  country_code: z.string().length(2),
  country_name: z.string(),
  emoji: z.string(),
  source: z.enum(['choice', 'ip', 'default']),
});
export type VisitorCountry = z.infer<typeof visitorCountrySchema>;

export const chooseCountrySchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'validation.country_invalid')
    .transform((v) => v.toUpperCase()),
});

/** Flag emoji from an ISO 3166-1 alpha-2 code (regional indicator symbols). */
export function flagEmoji(iso2: string): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
