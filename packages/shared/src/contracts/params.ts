import { z } from 'zod';

/** `:id` of a row: a positive 32-bit integer (anything else is a 400 before the handler runs). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
