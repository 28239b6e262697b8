import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { emailUnverified } from '../../lib/verified-email.js';
import { liveListingCount, liveStatusSql } from './listing.table.js';

const quotaReached = () => new AppError(403, 'quota_reached', englishMessage('listing_rules.quota_reached'));
/** Where the Dubai Land Department's advertising rules apply. */
export const isDubai = (country: string, cityKey: string | null) => country === 'AE' && cityKey === 'dubai';

const agencyQuotaReached = (quota: number) =>
  new AppError(
    409,
    'agency_quota_reached',
    englishMessage('listing_rules.agency_quota_reached').replace('{{quota}}', String(quota)),
    { status: 'listing_rules.agency_quota_reached' },
  );
const allowanceReached = (allowance: number) =>
  new AppError(
    409,
    'agency_quota_reached',
    englishMessage('listing_rules.allowance_reached').replace('{{allowance}}', String(allowance)),
    { status: 'listing_rules.allowance_reached' },
  );

/**
 * Refuses when there is no room for one more live listing: a personal listing counts against the
 * owner's quota, an agency's against the agency's quota and the member's allowance (issue 36,
 * decision 0044). Locks the owner's row (and the agency's) so two publications at once cannot
 * both take the last place.
 */
export async function assertQuotaRoom(tx: Db, ownerId: number, agencyId: number | null, dubai = false): Promise<void> {
  const result = await tx.execute(sql`
    select u.listing_quota as quota, u.email_verified_at is not null as verified,
      ${liveListingCount(sql`u.id`)} as live,
      (select count(*)::int from listings l
        where l.owner_id = u.id and l.agency_id is null and ${liveStatusSql('l')}) as personal
    from users u where u.id = ${ownerId} for update`);
  const row = rowsOf<{ quota: number; live: number; personal: number; verified: boolean }>(result)[0];
  if (!row) throw quotaReached();
  // Until the address is confirmed, one live listing (decision 0027).
  if (Number(row.live) >= 1 && !row.verified) throw emailUnverified();
  if (agencyId === null) {
    if (Number(row.personal) >= Number(row.quota)) throw quotaReached();
    return;
  }
  const agency = rowsOf<{ quota: number; live: number; mine: number; allowance: number | null; expired: boolean }>(
    await tx.execute(sql`
      select a.listing_quota as quota,
        (a.licence_authority = 'dld_rera' and a.licence_expires_on < current_date) as expired,
        (select count(*)::int from listings l where l.agency_id = a.id and ${liveStatusSql('l')}) as live,
        (select count(*)::int from listings l
          where l.agency_id = a.id and l.owner_id = ${ownerId} and ${liveStatusSql('l')}) as mine,
        (select m.listing_allowance from agency_members m where m.user_id = ${ownerId} and m.agency_id = a.id) as allowance
      from agencies a where a.id = ${agencyId} for update`),
  )[0];
  if (!agency) throw quotaReached();
  // No Dubai advertising on an expired brokerage licence (the daily sweep holds the others).
  if (dubai && agency.expired) {
    const key = 'listing_rules.licence_expired';
    throw new AppError(409, 'licence_expired', englishMessage(key), { status: key });
  }
  if (agency.allowance !== null && Number(agency.mine) >= Number(agency.allowance)) {
    throw allowanceReached(Number(agency.allowance));
  }
  if (Number(agency.live) >= Number(agency.quota)) throw agencyQuotaReached(Number(agency.quota));
}
