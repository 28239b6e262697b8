import type { AgencyLicence, ResponsiveImage } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import './agency-logo.css';

/** "03/2027" from an ISO date: a BRN's or licence's month of expiry, the same in both languages. */
export function monthOfDate(iso: string): string {
  const [year, month] = iso.split('-');
  return year && month ? `${month}/${year}` : iso;
}

/**
 * "BRN 45678 · valid to 03/2027" (or "BRN 45678"): the label and number kept together left to
 * right inside an Arabic sentence.
 */
export function useBrnText() {
  const { t } = useTranslation();
  return (brn: string, expiresOn: string | null) => {
    const number = isolate(`${t('agencies.team.brn')} ${brn}`);
    return expiresOn ? t('agencies.team.brn_valid', { brn: number, date: monthOfDate(expiresOn) }) : number;
  };
}

/** The agency's logo, or its initials (of `name`, the English name: Arabic letters join) when it has none. */
export function AgencyLogo({
  logo,
  name,
  size = 64,
  alt = '',
}: {
  logo: ResponsiveImage | null;
  name: string;
  size?: number;
  alt?: string;
}) {
  if (logo) {
    const image = size > 96 ? logo.card : logo.thumb;
    return (
      <img
        className="agency-logo"
        src={image.url}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toUpperCase();
  return (
    <span
      className="agency-logo agency-logo--initials"
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size / 2.6) }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {initials}
    </span>
  );
}

/**
 * "ORN 12345 · checked November 28, 2026", or "ORN 12345 · Licence not yet checked"; nothing for an
 * agency without a licence number (outside Dubai it is optional) unless `showNone`.
 */
export function LicenceLine({ licence, showNone = false }: { licence: AgencyLicence; showNone?: boolean }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!licence.number) {
    return showNone ? <p className="agency-licence muted">{t('agencies.card.no_licence')}</p> : null;
  }
  const label = licence.authority === 'dld_rera' ? t('agencies.card.label_orn') : t('agencies.card.label_licence');
  return (
    <p className="agency-licence" data-testid="agency-licence">
      {licence.checked_at ? (
        <span className="agency-licence__checked">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
            <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>{' '}
          {t('agencies.card.licence_checked', {
            licence: isolate(`${label} ${licence.number}`),
            date: date(licence.checked_at),
          })}
        </span>
      ) : (
        <>
          <bdi>{`${label} ${licence.number}`}</bdi>
          {' · '}
          <span className="agency-licence__unchecked">{t('agencies.card.licence_unchecked')}</span>
        </>
      )}
    </p>
  );
}
