import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { ServiceCard as ServiceCardData } from '@estate/shared';
import { CARD_IMAGE_SIZES, imageSrcSet, useCityName } from '../../ui/listing/listing-card';
import { UserAvatar } from '../../ui/user-avatar';
import { PriceGuide, Stars, VerifiedBadge } from './service-ui';
import './services.css';
import { isolate } from '../../ui/bidi';

/** One offer in the directory: photo, trade, title, provider with badge, city, price guide, rating. */
export function ServiceCard({ offer }: { offer: ServiceCardData }) {
  const { t } = useTranslation();
  const cityName = useCityName();
  return (
    <article className="svc-card" data-testid="service-card">
      <div className="svc-card__media">
        {offer.photo ? (
          <img
            src={offer.photo.card.url}
            srcSet={imageSrcSet(offer.photo)}
            sizes={CARD_IMAGE_SIZES}
            width={offer.photo.card.width}
            height={offer.photo.card.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="svc-card__placeholder" aria-hidden="true" />
        )}
        <span className="svc-card__trade">{t(`services.trades.${offer.trade}`)}</span>
      </div>
      <div className="svc-card__body">
        <h3 className="svc-card__title">
          <Link to={`/services-list/${offer.slug}`} className="svc-card__link">
            {offer.title}
          </Link>
        </h3>
        <p className="svc-card__provider">
          <UserAvatar src={offer.provider.profile_picture} name="" size={24} />
          <span>{offer.provider.name}</span>
          {offer.provider.verified && <VerifiedBadge />}
        </p>
        <p className="svc-card__place muted">
          <bdi>{cityName(offer.city)}</bdi> · {t('services.card.serves', { area: isolate(offer.area_served) })}
        </p>
        <p className="svc-card__footer">
          <strong className="svc-card__price">
            <PriceGuide offer={offer} />
          </strong>
          {offer.rating_count > 0 && offer.rating_avg !== null ? (
            <span className="svc-card__rating">
              <Stars value={offer.rating_avg} size={14} />
              <span className="muted">({t('services.card.reviews', { count: offer.rating_count })})</span>
            </span>
          ) : (
            <span className="muted svc-card__rating">{t('services.card.no_reviews')}</span>
          )}
        </p>
      </div>
    </article>
  );
}
