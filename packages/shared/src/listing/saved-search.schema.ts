import { z } from 'zod';
import { ALERT_FREQUENCIES, DEFAULT_DIGEST_HOUR, SAVED_SEARCH_NAME_MAX, isTimeZone } from './saved-search-rules.js';

const nameSchema = z
  .string({ error: 'search.saved.errors.name_required' })
  .trim()
  .min(1, 'search.saved.errors.name_required')
  .max(SAVED_SEARCH_NAME_MAX, 'search.saved.errors.name_long')
  // Control characters have no place in a name that becomes a mail's subject.
  .refine((name) => !/\p{Cc}/u.test(name), 'search.saved.errors.name_invalid');

const settingsSchema = z.object({
  name: nameSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'search.saved.errors.frequency' }),
  notify_email: z.boolean({ error: 'search.saved.errors.channel' }),
  notify_in_app: z.boolean({ error: 'search.saved.errors.channel' }),
  digest_hour: z
    .number({ error: 'search.saved.errors.hour' })
    .int('search.saved.errors.hour')
    .min(0, 'search.saved.errors.hour')
    .max(23, 'search.saved.errors.hour'),
  time_zone: z
    .string({ error: 'search.saved.errors.time_zone' })
    .max(64, 'search.saved.errors.time_zone')
    .refine(isTimeZone, 'search.saved.errors.time_zone'),
});

/** `POST /api/saved-searches/`: the results page's query and how to hear about new matches. */
export const savedSearchInputSchema = settingsSchema.extend({
  query: z.string({ error: 'search.saved.errors.query' }).max(2000, 'search.saved.errors.query'),
  digest_hour: settingsSchema.shape.digest_hour.default(DEFAULT_DIGEST_HOUR),
  time_zone: settingsSchema.shape.time_zone.default('UTC'),
});
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

/** `PATCH /api/saved-searches/{id}/`: any setting, or pause and resume. */
export const savedSearchPatchSchema = settingsSchema
  .partial()
  .extend({ paused: z.boolean({ error: 'search.saved.errors.paused' }).optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'search.saved.errors.nothing');
export type SavedSearchPatch = z.output<typeof savedSearchPatchSchema>;

/** A saved search as the API answers it (its owner is the only one who sees it). */
export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The canonical query: `/properties?{query}` opens its results. */
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  notify_email: z.boolean(),
  notify_in_app: z.boolean(),
  digest_hour: z.number(),
  time_zone: z.string(),
  paused: z.boolean(),
  /** Listings matched since the owner last opened its results. */
  new_matches: z.number(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ results: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;
