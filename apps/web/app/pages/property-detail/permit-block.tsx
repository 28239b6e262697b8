import type { ListingPermit } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormat } from '../../lib/i18n/use-format';
import './permit-block.css';

/**
 * The listing's advertising permit beside its price (issue 37): "DLD permit 7123456789", the QR
 * code the server drew from the permit's link, and a link to check it with the authority. The
 * lister also reads the expiry they entered and why the listing is held, if it is.
 */
export function PermitBlock({ permit }: { permit: ListingPermit | null }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!permit) return null;
  const dld = permit.authority === 'dld_trakheesi';
  return (
    <section className="permit" aria-label={t('permits.wizard.legend')} data-testid="listing-permit">
      {permit.qr_svg && (
        <img
          className="permit__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(permit.qr_svg)}`}
          alt={t('permits.detail.qr_alt', { number: permit.number })}
          width={88}
          height={88}
        />
      )}
      <div className="permit__text">
        <p className="permit__number">
          <span>{t(`permits.authority.${permit.authority}`)}</span>{' '}
          <bdi dir="ltr" className="permit__digits">
            {permit.number}
          </bdi>
        </p>
        {permit.check_url && (
          <a className="permit__check" href={permit.check_url} target="_blank" rel="noopener noreferrer external">
            {t(dld ? 'permits.detail.check' : 'permits.detail.check_generic')}{' '}
            <span className="permit__arrow" aria-hidden="true">
              ↗
            </span>
          </a>
        )}
        {permit.expires_on && (
          <p className="permit__note muted">{t('permits.detail.expires', { date: date(permit.expires_on) })}</p>
        )}
        {(permit.status === 'conflict' || permit.status === 'expired') && (
          <p className="permit__note permit__note--warn" role="note">
            {t(`permits.detail.status_${permit.status}`)}
          </p>
        )}
      </div>
    </section>
  );
}
