import { z } from 'zod';

/**
 * Fields of a forgiving query string (the listing search, the blog and demand lists): a value that
 * makes no sense is dropped, never a 400, so a shared or hand-edited link always shows a page.
 * Every field is optional and falls back to "not given" instead of failing; the list's own parser
 * (`parseSearchFilters`, `parseBlogFilters`, `parseDemandFilters`) reads what is left.
 */
export const forgiving = <T extends z.ZodType>(schema: T, description: string) =>
  schema.optional().catch(undefined).describe(description);

/** Text (numbers too: the list's parser reads and bounds them). */
export const queryText = (description: string) => forgiving(z.string(), description);

/** A flag, on when `=1`. */
export const queryFlag = (description: string) => forgiving(z.literal('1'), description);

/** A parameter that may be given more than once (`amenities=a&amenities=b`). */
export const queryList = (description: string) => forgiving(z.union([z.string(), z.array(z.string())]), description);
