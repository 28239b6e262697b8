import { z } from 'zod';

/**
 * Societies a development authority lists as illegal (issue 37, J2.7; docs/decisions/0049).
 * Administrators import an authority's list as CSV (authority, society, aliases, list date); a
 * listing whose area matches a listed society, once a moderator confirmed that match, shows a
 * red notice naming the authority and the list's date.
 */

/** The largest CSV accepted, in characters (a list of a few thousand societies fits easily). */
export const SOCIETY_CSV_MAX_CHARS = 256 * 1024;
/** The most societies one file may list. */
export const SOCIETY_CSV_MAX_ROWS = 2000;
/** The most row errors one refusal names (the first ones, in file order). */
export const SOCIETY_CSV_MAX_ERRORS = 20;
/** Matches per page of the Societies tab. */
export const SOCIETY_MATCHES_PAGE_SIZE = 20;

export const SOCIETY_MATCH_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type SocietyMatchStatus = (typeof SOCIETY_MATCH_STATUSES)[number];

/** `POST /api/admin/societies/import/`: the file's text as read by the browser, and its name. */
export const societyImportInputSchema = z.object({
  file_name: z.string().trim().min(1, 'societies.csv.no_file').max(200, 'societies.csv.no_file'),
  csv: z.string().min(1, 'societies.csv.empty').max(SOCIETY_CSV_MAX_CHARS, 'societies.csv.too_large'),
});
export type SocietyImportInput = z.infer<typeof societyImportInputSchema>;

export const societyImportAnswerSchema = z.object({
  status: z.literal('success'),
  import_id: z.number(),
  /** Societies stored. */
  societies: z.number(),
  /** Societies of the file already imported with the same authority, name and list date: skipped. */
  already_imported: z.number(),
});
export type SocietyImportAnswer = z.infer<typeof societyImportAnswerSchema>;

export const societyMatchesQuerySchema = z.object({
  status: z.enum(SOCIETY_MATCH_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A candidate match as the Societies tab shows it: the listed society, the city and its area names. */
export const societyMatchItemSchema = z.object({
  id: z.number(),
  society: z.object({
    id: z.number(),
    authority: z.string(),
    name: z.string(),
    aliases: z.array(z.string()),
    list_date: z.string(),
    sample: z.boolean(),
  }),
  city: z.string(),
  areas: z.array(z.object({ name: z.string(), listings: z.number() })),
  listings: z.number(),
  status: z.enum(SOCIETY_MATCH_STATUSES),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type SocietyMatchItem = z.infer<typeof societyMatchItemSchema>;

export const societyImportItemSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  societies: z.number(),
  sample: z.boolean(),
  imported_by: z.string().nullable(),
  imported_at: z.string(),
});
export type SocietyImportItem = z.infer<typeof societyImportItemSchema>;

export const societyMatchesAnswerSchema = z.object({
  results: z.array(societyMatchItemSchema),
  page: z.number(),
  pages: z.number(),
  /** Matches waiting for a decision (the tab's counter). */
  pending: z.number(),
  /** The latest imports, newest first. */
  imports: z.array(societyImportItemSchema),
});
export type SocietyMatchesAnswer = z.infer<typeof societyMatchesAnswerSchema>;

export const societyDecisionAnswerSchema = z.object({
  status: z.literal('success'),
  match_status: z.enum(SOCIETY_MATCH_STATUSES),
});

/** The listing page's red notice: "LDA lists this society as illegal (list of 03 Aug 2024)." */
export const societyNoticeSchema = z.object({
  authority: z.string(),
  society: z.string(),
  /** YYYY-MM-DD, formatted per locale by the page. */
  list_date: z.string(),
  /** The list is the made-up sample the demo imports, not an authority's. */
  sample: z.boolean(),
});
export type SocietyNotice = z.infer<typeof societyNoticeSchema>;
