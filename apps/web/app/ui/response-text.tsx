import type { ProfileResponsiveness } from '@estate/shared';
import { useFormat } from '../lib/i18n/use-format';
import { useTranslation } from '../lib/i18n/use-translation';

/**
 * "within 2 h" as the plural catalog key `leads.responsiveness.within_*` and its count: minutes
 * under an hour, hours up to a day, else days, each rounded up ("within" is a ceiling).
 */
export function withinOf(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const m = Math.max(1, Math.ceil(minutes));
  if (m < 60) return { unit: 'minutes', count: m };
  if (m <= 24 * 60) return { unit: 'hours', count: Math.ceil(m / 60) };
  return { unit: 'days', count: Math.ceil(m / (24 * 60)) };
}

/**
 * "Usually replies within 2 h, based on 37 inquiries in the last 60 days" (issue 36, J1.6): the
 * public profile's and the listing page's lister card's trust tick (issue 42, J8.6). The server
 * sends the figures from 5 answered inquiries, else null.
 */
export function useResponseText() {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (responsiveness: ProfileResponsiveness) => {
    const within = withinOf(responsiveness.median_minutes);
    return t('leads.responsiveness.line', {
      within: t(`leads.responsiveness.within_${within.unit}`, {
        count: within.count,
        [within.unit]: number(within.count),
      }),
      based: t('leads.responsiveness.based_on', {
        count: responsiveness.sample,
        days: number(responsiveness.days),
      }),
    });
  };
}

export function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
