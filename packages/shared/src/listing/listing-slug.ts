/** The id at the end of a listing slug ("3-bed-flat-1042" → 1042) or a bare id, else null. */
export function idFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(slug);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
