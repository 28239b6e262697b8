import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { ServiceDetail } from '@estate/shared';
import { conversationHref } from '../../lib/chat/chat-api';
import { useFormat } from '../../lib/i18n/use-format';
import { imageSrcSet, useCityName, useCountryName } from '../../ui/listing/listing-card';
import { UserAvatar } from '../../ui/user-avatar';
import { useSession } from '../../lib/session/use-session';
import { RequestForm } from './request-form';
import { PriceGuide, Stars, VerifiedBadge } from './service-ui';
import { TradeIcon } from './trade-icon';
import './services.css';

function Gallery({ offer }: { offer: ServiceDetail }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const photo = offer.photos[index];
  if (!photo) return null;
  return (
    <section className="svc-gallery" aria-label={t('services.detail.photos')}>
      <img
        className="svc-gallery__main"
        src={photo.full.url}
        srcSet={imageSrcSet(photo)}
        sizes="(max-width: 900px) 100vw, 760px"
        width={photo.full.width}
        height={photo.full.height}
        alt={t('services.detail.photo_n', { n: index + 1, count: offer.photos.length })}
      />
      {offer.photos.length > 1 && (
        <ul className="svc-gallery__thumbs">
          {offer.photos.map((p, i) => (
            <li key={p.thumb.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t('services.detail.photo_n', { n: i + 1, count: offer.photos.length })}
              >
                <img src={p.thumb.url} width={p.thumb.width} height={p.thumb.height} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProviderCard({ offer }: { offer: ServiceDetail }) {
  const { t, tDynamic } = useTranslation();
  const { monthYear } = useFormat();
  const { user } = useSession();
  const { provider } = offer;
  const chat = conversationHref(provider.id);
  return (
    <section className="svc-provider panel" aria-labelledby="svc-provider-title" data-testid="service-provider">
      <h2 id="svc-provider-title" className="visually-hidden">
        {t('services.detail.provider')}
      </h2>
      <UserAvatar src={provider.profile_picture} name="" size={64} />
      <div className="svc-provider__text">
        <p className="svc-provider__name">
          <Link to={`/profile/${provider.slug}/`}>{provider.name}</Link>
          {provider.verified && <VerifiedBadge />}
        </p>
        <p className="muted">
          {provider.designation && (
            <>
              <bdi>{provider.designation}</bdi> ·{' '}
            </>
          )}
          {tDynamic(`account_types.${provider.type}`, { defaultValue: provider.type })}
        </p>
        <p className="muted">{t('services.detail.member_since', { date: monthYear(provider.member_since) })}</p>
        <div className="svc-provider__actions">
          <Link to={`/profile/${provider.slug}/`} className="button button--ghost">
            {t('services.detail.view_profile')}
          </Link>
          {user?.id !== provider.id && (
            <Link
              to={user ? chat : `/auth/login?redirect=${encodeURIComponent(chat)}`}
              className="button button--ghost"
              aria-label={t('services.detail.message_label', { name: provider.name })}
            >
              {t('services.detail.message')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/** A service's page: photos, description, area and price guide, provider, request form, reviews. */
export function ServiceDetailPage({ offer }: { offer: ServiceDetail }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const cityName = useCityName();
  const countryName = useCountryName();
  return (
    <div className="container svc-detail">
      <nav className="svc-detail__crumbs" aria-label={t('services.detail.back')}>
        <Link to="/services-list">{t('services.detail.back')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/services-list?trade=${offer.trade}`}>{t(`services.trades.${offer.trade}`)}</Link>
      </nav>
      {offer.status === 'paused' && <p className="notice">{t('services.detail.paused_notice')}</p>}
      <div className="svc-detail__layout">
        <article className="svc-detail__main">
          <p className="svc-detail__trade">
            <TradeIcon trade={offer.trade} size={20} /> {t(`services.trades.${offer.trade}`)}
          </p>
          <h1 dir="auto">{offer.title}</h1>
          {offer.rating_count > 0 && offer.rating_avg !== null && (
            <p className="svc-detail__rating">
              <Stars value={offer.rating_avg} />
              <span>
                {offer.rating_avg.toFixed(1)} · {t('services.card.reviews', { count: offer.rating_count })}
              </span>
            </p>
          )}
          <Gallery offer={offer} />
          <dl className="svc-facts">
            <div>
              <dt>{t('services.detail.price_guide')}</dt>
              <dd>
                <PriceGuide offer={offer} />
              </dd>
            </div>
            <div>
              <dt>{t('services.detail.area_served')}</dt>
              <dd dir="auto">{offer.area_served}</dd>
            </div>
            <div>
              <dt>{t('services.detail.location')}</dt>
              <dd>
                {cityName(offer.city)}, {countryName(offer.country)}
              </dd>
            </div>
          </dl>
          <section aria-labelledby="svc-about">
            <h2 id="svc-about">{t('services.detail.about')}</h2>
            <p className="svc-detail__description" dir="auto">
              {offer.description}
            </p>
          </section>
          <section aria-labelledby="svc-reviews" className="svc-reviews">
            <h2 id="svc-reviews">{t('services.detail.reviews')}</h2>
            {offer.reviews.length ? (
              <ul>
                {offer.reviews.map((review) => (
                  <li key={review.id} className="svc-review">
                    <UserAvatar src={review.reviewer.profile_picture} name="" size={36} />
                    <div>
                      <p className="svc-review__head">
                        <strong>{review.reviewer.name}</strong> <Stars value={review.rating} size={14} />
                      </p>
                      {review.body && <p dir="auto">{review.body}</p>}
                      <p className="muted svc-review__date">{date(review.created_at)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('services.detail.reviews_empty')}</p>
            )}
          </section>
        </article>
        <aside className="svc-detail__side">
          <ProviderCard offer={offer} />
          <RequestForm offer={offer} />
        </aside>
      </div>
    </div>
  );
}
