import type { ListerTrust } from '@estate/shared';
import type { ReactNode } from 'react';
import { useFormat } from '../lib/i18n/use-format';
import { useLocale } from '../lib/i18n/use-locale';
import { numberFormat } from '../lib/i18n/number-format';
import { useTranslation } from '../lib/i18n/use-translation';
import { isolate } from './bidi';
import { ClockIcon, useResponseText } from './response-text';
import styles from './trust-ticks.module.css';

/** "03/2027" from an ISO date: a BRN's month of expiry, the same in both languages. */
const monthOf = (iso: string) => {
  const [year, month] = iso.split('-');
  return year && month ? `${month}/${year}` : iso;
};

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
      <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
      <rect x="4" y="5" width="16" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 10h16M9 3v4m6-4v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A card with a number: what is stated, not checked (a BRN, an unchecked licence). */
function IdIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M7 10h5M7 14h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface Tick {
  key: string;
  /** A tick for what was checked; a plain mark for what is only stated. */
  checked: boolean;
  icon?: ReactNode;
  text: string;
  help: string;
}

/**
 * What was checked about a lister (issue 42, J8.6): "E-mail confirmed ✓ · ORN 12345 · checked … ✓ ·
 * BRN 45678 · Member since 2025 · Usually replies within 2 h, based on 37 inquiries…", each
 * explained under "What this means". What was not checked is not ticked: an unchecked licence says
 * so, a BRN is stated as the agency entered it, an unconfirmed e-mail is left out. The listing
 * page's lister card and the public profile show the same ticks.
 */
export function TrustTicks({ trust, memberSince }: { trust: ListerTrust; memberSince: string }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const locale = useLocale();
  const responseText = useResponseText();
  const year = numberFormat(locale, { useGrouping: false }).format(new Date(memberSince).getUTCFullYear());
  const ticks: Tick[] = [];

  if (trust.email_verified) {
    ticks.push({ key: 'email', checked: true, text: t('leads.trust.email'), help: t('leads.trust.email_help') });
  }
  const licence = trust.licence;
  if (licence?.number) {
    const label = licence.authority === 'dld_rera' ? t('agencies.card.label_orn') : t('agencies.card.label_licence');
    const number = isolate(`${label} ${licence.number}`);
    ticks.push(
      licence.checked_at
        ? {
            key: 'licence',
            checked: true,
            text: t('agencies.card.licence_checked', { licence: number, date: date(licence.checked_at) }),
            help: t('leads.trust.licence_checked_help', { date: date(licence.checked_at) }),
          }
        : {
            key: 'licence',
            checked: false,
            text: `${number} · ${t('agencies.card.licence_unchecked')}`,
            help: t('leads.trust.licence_unchecked_help'),
          },
    );
  }
  if (trust.brn) {
    const brn = isolate(`${t('agencies.team.brn')} ${trust.brn.number}`);
    ticks.push({
      key: 'brn',
      checked: false,
      text: trust.brn.expires_on ? t('agencies.team.brn_valid', { brn, date: monthOf(trust.brn.expires_on) }) : brn,
      help: t('leads.trust.brn_help'),
    });
  }
  ticks.push({
    key: 'member-since',
    checked: false,
    icon: <CalendarIcon />,
    text: t('leads.trust.member_since', { year }),
    help: t('leads.trust.member_since_help'),
  });
  if (trust.responsiveness) {
    ticks.push({
      key: 'replies',
      checked: false,
      icon: <ClockIcon />,
      text: responseText(trust.responsiveness),
      help: t('leads.trust.replies_help', {
        count: trust.responsiveness.sample,
        days: trust.responsiveness.days,
      }),
    });
  }

  return (
    <div className={styles.trust} data-testid="trust-ticks">
      <ul className={styles.ticks} aria-label={t('leads.trust.title')}>
        {ticks.map((tick) => (
          <li
            key={tick.key}
            className={tick.checked ? styles.checked : styles.stated}
            data-testid={`trust-${tick.key}`}
          >
            <span className={styles.mark}>{tick.checked ? <CheckIcon /> : (tick.icon ?? <IdIcon />)}</span>
            <span>{tick.text}</span>
          </li>
        ))}
      </ul>
      <details className={styles.explain}>
        <summary>{t('leads.trust.what_it_means')}</summary>
        <dl>
          {ticks.map((tick) => (
            <div key={tick.key}>
              <dt>{tick.text}</dt>
              <dd>{tick.help}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
