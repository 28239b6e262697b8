import { useTranslation } from 'react-i18next';
import type { RelatedAnswer } from '@estate/shared';
import { ListingCard, ListingCardGrid } from '../listings-ui/listing-card';
import { useFormat } from '../i18n/use-format';

/** Similar, nearby (with distance) and recommended listings; an empty list is left out. */
export function RelatedListings({ related }: { related: RelatedAnswer }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <>
      {related.similar.length > 0 && (
        <section className="detail-related" aria-labelledby="detail-similar" data-testid="related-similar">
          <h2 id="detail-similar">{t('detail.related.similar')}</h2>
          <ListingCardGrid listings={related.similar} className="listing-grid--row" />
        </section>
      )}
      {related.nearby.length > 0 && (
        <section className="detail-related" aria-labelledby="detail-nearby" data-testid="related-nearby">
          <h2 id="detail-nearby">{t('detail.related.nearby')}</h2>
          <ul className="listing-grid listing-grid--row">
            {related.nearby.map((listing) => (
              <li key={listing.id} className="detail-nearby">
                <ListingCard listing={listing} />
                <p className="detail-nearby__distance muted">
                  {t('detail.related.distance', { distance: number(listing.distance_km) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {related.recommended.length > 0 && (
        <section className="detail-related" aria-labelledby="detail-recommended" data-testid="related-recommended">
          <h2 id="detail-recommended">{t('detail.related.recommended')}</h2>
          <ListingCardGrid listings={related.recommended} className="listing-grid--row" />
        </section>
      )}
    </>
  );
}
