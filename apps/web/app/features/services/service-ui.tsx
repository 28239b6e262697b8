import { useTranslation } from '../../lib/i18n/use-translation';
import type { ServiceCard } from '@estate/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/i18n/format-price';

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="badge badge--verified" title={t('services.detail.verified')}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
        <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>{' '}
      {t('services.detail.verified')}
    </span>
  );
}

/** Five stars filled to `value` (halves shown), with the value for screen readers. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="svc-stars" role="img" aria-label={t('services.card.rating', { rating: value })}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = value >= n ? 1 : value >= n - 0.5 ? 0.5 : 0;
        return (
          <svg key={n} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
            <defs>
              <linearGradient id={`svc-star-${n}-${fill}`} x1="0" x2="1" y1="0" y2="0">
                <stop offset={fill} stopColor="#f59e0b" />
                <stop offset={fill} stopColor="#e2e8f0" />
              </linearGradient>
            </defs>
            <path
              d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
              fill={`url(#svc-star-${n}-${fill})`}
            />
          </svg>
        );
      })}
    </span>
  );
}

/** "From AED 150 per sq ft", "Free", or "Price on request". */
export function PriceGuide({ offer }: { offer: Pick<ServiceCard, 'price_from' | 'currency' | 'price_unit'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (offer.price_from === null || !offer.currency) return <>{t('services.card.on_request')}</>;
  if (offer.price_from === 0) return <>{t('services.card.free')}</>;
  const price = formatPrice(offer.price_from, offer.currency, locale);
  return (
    <>
      {t('services.card.from', { price })}
      {offer.price_unit ? ` ${t(`services.price_units.${offer.price_unit}`)}` : ''}
    </>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { tDynamic } = useTranslation();
  return (
    <span className={`svc-status svc-status--${status}`} data-testid="request-status">
      {tDynamic(`services.statuses.${status}`)}
    </span>
  );
}
