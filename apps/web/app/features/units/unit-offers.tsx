import { useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '@estate/shared';
import { Link } from '../../lib/link';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatPriceRange } from '../../ui/listing/price-range';
import { unitKeys, unitsApi } from '../../lib/units/units-api';
import '../../ui/listing/units.css';

/**
 * The unit's offers side by side (issue 37): every agency or lister offering this same unit, its
 * price and a link, the verified one first. Shown when other listers offer it too.
 */
export function UnitOffers({ listing }: { listing: Pick<ListingDetail, 'id' | 'currency'> }) {
  const { t } = useTranslation();
  const { price } = useFormat();
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: unitKeys.offers(listing.id),
    queryFn: () => unitsApi.offers(listing.id),
    staleTime: 60_000,
  });
  if (!data?.group) return null;
  const { group } = data;
  return (
    <section
      className="detail-section unit-offers"
      id="offers"
      aria-labelledby="unit-offers-title"
      data-testid="unit-offers"
    >
      <h2 id="unit-offers-title">{t('units.offers_title')}</h2>
      <p className="muted">
        {t('units.offers_lead', { count: group.listers })}{' '}
        <bdi>{formatPriceRange(group.min_price, group.max_price, listing.currency, locale)}</bdi>
      </p>
      <ul className="unit-offers__list">
        {data.offers.map((offer) => {
          const here = offer.id === listing.id;
          return (
            <li key={offer.id} className={`unit-offer${here ? ' unit-offer--here' : ''}`} data-testid="unit-offer">
              {offer.cover ? (
                <img src={offer.cover.thumb.url} alt="" width={96} height={72} loading="lazy" />
              ) : (
                <span className="unit-offer__noimage" aria-hidden="true" />
              )}
              <div className="unit-offer__who">
                <strong dir="auto">{offer.agency?.name ?? offer.lister.name}</strong>
                <span className="muted" dir="auto">
                  {offer.agency ? offer.lister.name : t('units.lone_lister')}
                </span>
                {offer.verified && <span className="unit-offer__verified">{t('units.verified')}</span>}
              </div>
              <bdi className="unit-offer__price">{price(offer.price, offer.currency)}</bdi>
              {here ? (
                <span className="unit-offer__here">{t('units.this_offer')}</span>
              ) : (
                <Link to={`/properties/${offer.slug}`} className="button button--ghost unit-offer__open">
                  {t('units.offer_open')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
