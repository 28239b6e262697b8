import { z } from 'zod';

/** A real calendar day (YYYY-MM-DD) between 1990 and 2100: rules are about this era, not typos. */
function plausibleDay(value: string): boolean {
  const at = Date.parse(`${value}T00:00:00Z`);
  if (!Number.isFinite(at) || new Date(at).toISOString().slice(0, 10) !== value) return false;
  const year = Number(value.slice(0, 4));
  return year >= 1990 && year <= 2100;
}

export const isoDay = z
  .string({ error: 'finance.admin.errors.date_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'finance.admin.errors.date_invalid')
  .refine(plausibleDay, 'finance.admin.errors.date_invalid');
