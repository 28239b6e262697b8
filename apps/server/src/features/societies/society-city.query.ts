import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Whether a listing's city has any society a moderator confirmed on an authority's list of illegal
 * societies (issue 37): an SQL boolean for the listing's own detail statement (issue 43). Only then
 * is the listing's address matched against the list's names (society.service.ts noticeFor), so
 * the detail of a listing elsewhere, most of them, costs no second statement. Confirmed matches are
 * few: society_matches_status_idx finds them.
 */
export function confirmedSocietyCity(country: AnyColumn, cityKey: AnyColumn): SQL<boolean> {
  return sql<boolean>`(${country} = 'PK' and exists (select 1 from society_matches m
    where m.status = 'confirmed' and m.city_key = ${cityKey}))`;
}
