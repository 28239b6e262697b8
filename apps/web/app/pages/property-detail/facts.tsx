import { useTranslation } from '../../lib/i18n/use-translation';
import { floorsLabelKey, type ListingDetail, type ShownText } from '@estate/shared';
import { AreaUnitSelect } from '../../ui/listing/area-unit-select';
import { formatPrice } from '../../lib/i18n/format-price';
import { ListingArea, ListingPrice } from '../../ui/listing/listing-card';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { WrittenIn } from '../../ui/listing/listing-text';
import detailHeaderStyles from './detail-header.module.css';
import detailColumnsStyles from './detail-columns.module.css';

/** True when the last price change lowered the price. */
export function priceWasReduced(history: ListingDetail['price_history']): boolean {
  if (history.length < 2) return false;
  const [before, last] = history.slice(-2);
  return before.currency === last.currency && last.price < before.price;
}

/** The price with its rent frequency, the exact amount, and the "price reduced" marker. */
export function PriceBlock({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const reduced = priceWasReduced(listing.price_history);
  return (
    <div className="detail-price">
      <p className={detailHeaderStyles.detailPriceAmount} data-testid="detail-price">
        <ListingPrice listing={listing} />
      </p>
      {reduced && <span className={detailHeaderStyles.detailPriceReduced}>{t('detail.price.reduced')}</span>}
    </div>
  );
}

/** Every change of the price, newest first, with the difference to the one before. */
export function PriceHistory({ history }: { history: ListingDetail['price_history'] }) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const locale = useLocale();
  if (history.length < 2) return null;
  const rows = history.map((entry, i) => ({ entry, before: i > 0 ? history[i - 1] : null })).reverse();
  return (
    <section className="detail-section" aria-labelledby="detail-price-history">
      <h2 id="detail-price-history">{t('detail.price.history')}</h2>
      <table className={detailColumnsStyles.detailTable}>
        <thead>
          <tr>
            <th scope="col">{t('detail.price.date')}</th>
            <th scope="col">{t('listing.price')}</th>
            <th scope="col">{t('detail.price.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, before }) => {
            const diff = before && before.currency === entry.currency ? entry.price - before.price : null;
            const percent = diff !== null && before!.price > 0 ? Math.round((diff / before!.price) * 1000) / 10 : null;
            return (
              <tr key={entry.changed_at + entry.price}>
                <td>{date(entry.changed_at)}</td>
                <td>
                  <bdi>{formatPrice(entry.price, entry.currency, locale)}</bdi>
                </td>
                <td>
                  {before === null ? (
                    <span className="muted">{t('detail.price.listed')}</span>
                  ) : diff === null || diff === 0 ? (
                    '—'
                  ) : (
                    <span
                      className={
                        diff < 0
                          ? `price-change ${detailColumnsStyles.priceChangeDown}`
                          : `price-change ${detailColumnsStyles.priceChangeUp}`
                      }
                    >
                      {diff < 0 ? '▼' : '▲'} <bdi>{formatPrice(Math.abs(diff), entry.currency, locale)}</bdi>
                      {percent !== null && <> ({number(Math.abs(percent))}%)</>}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The key facts table: type, purpose, rooms, area (switchable unit), status, dates. */
export function KeyFacts({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const showRooms = listing.area_type !== 'plot';
  return (
    <section className="detail-section" aria-labelledby="detail-overview">
      <h2 id="detail-overview">{t('detail.overview')}</h2>
      <dl className={detailColumnsStyles.detailFacts}>
        <div>
          <dt>{t('listing.property_type_label')}</dt>
          <dd>{t(`listing.property_type.${listing.property_type}`)}</dd>
        </div>
        <div>
          <dt>{t('listing.purpose_label')}</dt>
          <dd>{t(`listing.purpose.${listing.purpose}`)}</dd>
        </div>
        <div>
          <dt>{t('detail.status')}</dt>
          <dd>{t(`listing.status.${listing.status}`)}</dd>
        </div>
        {showRooms && (
          <div>
            <dt>{t('listing.bedrooms')}</dt>
            <dd>{number(listing.bedrooms)}</dd>
          </div>
        )}
        {showRooms && (
          <div>
            <dt>{t('listing.bathrooms')}</dt>
            <dd>{number(listing.bathrooms)}</dd>
          </div>
        )}
        {listing.floors !== null && (
          <div>
            <dt>{t(floorsLabelKey(listing.property_type))}</dt>
            <dd>{number(listing.floors)}</dd>
          </div>
        )}
        {listing.purpose === 'rent' && listing.rent_frequency && (
          <div>
            <dt>{t('listing.rent_frequency_label')}</dt>
            <dd>{t(`listing.rent_frequency_option.${listing.rent_frequency}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.listed_on')}</dt>
          <dd>{date(listing.created_at)}</dd>
        </div>
        <div>
          <dt>{t('detail.reference')}</dt>
          <dd>
            <bdi>#{listing.id}</bdi>
          </dd>
        </div>
      </dl>
      <AreaFact listing={listing} />
    </section>
  );
}

/** The area in the visitor's unit, what the lister typed, and the unit switch. */
function AreaFact({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <div className={detailColumnsStyles.detailArea}>
      <div>
        <p className={detailColumnsStyles.detailAreaLabel}>{t('listing.area')}</p>
        <p className={detailColumnsStyles.detailAreaValue} data-testid="detail-area">
          <ListingArea listing={listing} />
        </p>
        <p className={`muted ${detailColumnsStyles.detailAreaListed}`}>
          {t('detail.area_as_listed', {
            area: `${number(listing.area_size)} ${t(`listing.area_unit.${listing.area_unit}`)}`,
          })}
        </p>
      </div>
      <AreaUnitSelect className="detail-area__select" listing={listing} />
    </div>
  );
}

/** The lister's words as plain text: newlines kept, never interpreted as HTML. */
/** The description in the page's language, or in the other one with a "Written in English" note (issue 39, M4). */
export function Description({ text }: { text: ShownText }) {
  const { t } = useTranslation();
  if (!text.text.trim()) return null;
  return (
    <section className="detail-section" aria-labelledby="detail-description">
      <h2 id="detail-description">{t('listing.description')}</h2>
      {text.foreign && <WrittenIn lang={text.lang} className={detailHeaderStyles.detailWrittenIn} />}
      <p className={detailColumnsStyles.detailDescription} dir="auto" lang={text.lang}>
        {text.text}
      </p>
    </section>
  );
}

export function Amenities({ amenities }: { amenities: string[] }) {
  const { t, tDynamic } = useTranslation();
  if (amenities.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="detail-amenities">
      <h2 id="detail-amenities">{t('listing.amenities')}</h2>
      <ul className={detailColumnsStyles.detailAmenities}>
        {amenities.map((amenity) => (
          <li key={amenity}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {tDynamic(`listing.amenity.${amenity}`, { defaultValue: amenity.replace(/_/g, ' ') })}
          </li>
        ))}
      </ul>
    </section>
  );
}
