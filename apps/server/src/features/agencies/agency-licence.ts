import { isDubaiAgency, type AgencyInput, type Locale } from '@estate/shared';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { agencyError, today, type AgencyServiceDeps } from './agency-context.js';

/** Licence reminders: this many days before the expiry, and on the day. */
const LICENCE_NOTICE_DAYS = [0, 7, 30] as const;
const whenText = (locale: Locale, days: number) =>
  locale === 'ar'
    ? days <= 0
      ? 'اليوم'
      : `خلال ${days} يومًا`
    : days <= 0
      ? 'today'
      : `in ${days} day${days === 1 ? '' : 's'}`;

/** The licence rules: in Dubai an ORN of digits and a future expiry; elsewhere optional. */
export function licenceOf(
  input: Pick<AgencyInput, 'country' | 'city' | 'licence_number' | 'licence_expires_on'>,
  ornMaxDigits: number,
) {
  const dubai = isDubaiAgency(input.country, input.city);
  const number = input.licence_number ?? null;
  const expires = input.licence_expires_on ?? null;
  if (dubai && !number) throw agencyError(422, 'validation_failed', 'agencies.errors.orn_required', 'licence_number');
  if (dubai && number && number.length > ornMaxDigits) {
    throw new AppError(
      422,
      'validation_failed',
      englishMessage('agencies.errors.orn_length').replace('{{max}}', String(ornMaxDigits)),
      { licence_number: 'agencies.errors.orn_length' },
    );
  }
  if (dubai && !expires) {
    throw agencyError(422, 'validation_failed', 'agencies.errors.licence_expiry_required', 'licence_expires_on');
  }
  if (expires && expires <= today()) {
    throw agencyError(422, 'validation_failed', 'agencies.errors.licence_expiry_past', 'licence_expires_on');
  }
  return {
    licenceAuthority: dubai ? 'dld_rera' : number ? 'other' : 'none',
    licenceNumber: number,
    licenceExpiresOn: expires,
  };
}

/** One agency per licence number of an authority (409 naming the field). */
export async function assertLicenceFree(
  deps: Pick<AgencyServiceDeps, 'repo'>,
  tx: Executor,
  authority: string,
  number: string | null,
  exceptId: number | null,
) {
  if (!number) return;
  const holder = await deps.repo.licenceHolder(authority, number, exceptId, tx);
  if (holder) throw agencyError(409, 'licence_taken', 'agencies.errors.licence_taken', 'licence_number');
}

/**
 * The daily licence sweep (issue 36): an agency's Dubai listings leave search once its licence
 * has expired (status on_hold, back when a renewed licence is entered), and its owners are
 * mailed 30, 7 and 0 days before (each step once; a missed day sends the step reached).
 */
export async function licenceSweep(deps: AgencyServiceDeps): Promise<{ held: number; notices: number }> {
  const { db, repo } = deps;
  const held = await db.transaction((tx) => repo.holdExpiredDubaiListings(tx));
  if (held.length) {
    deps.onListingsChange?.(
      held.map((l) => l.id),
      held.map((l) => l.city_key),
    );
  }
  const due = await repo.licenceNoticesDue();
  const byAgency = new Map<number, typeof due>();
  for (const row of due) byAgency.set(row.id, [...(byAgency.get(row.id) ?? []), row]);
  let notices = 0;
  for (const [agencyId, owners] of byAgency) {
    const first = owners[0]!;
    // The most urgent step reached (a missed day still sends it), once.
    const step = LICENCE_NOTICE_DAYS.find((days) => Number(first.days_left) <= days);
    if (step === undefined || first.sent.map(Number).includes(step)) continue;
    await db.transaction(async (tx) => {
      if (!(await repo.markLicenceNotice(tx, agencyId, step))) return;
      for (const owner of owners) {
        const locale: Locale = owner.owner_locale === 'ar' ? 'ar' : 'en';
        await deps.sendMail(tx, {
          to: owner.owner_email,
          template: 'agency_licence_expiry',
          locale,
          name: owner.owner_name,
          actionPath: '/dashboard?tab=agency',
          values: {
            agency: locale === 'ar' && owner.name_ar ? owner.name_ar : owner.name_en,
            licence: owner.licence_number ?? '',
            date: owner.expires_on,
            when: whenText(locale, Number(owner.days_left)),
          },
        });
        notices++;
      }
    });
  }
  return { held: held.length, notices };
}
