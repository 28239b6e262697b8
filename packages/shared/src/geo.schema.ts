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
