import { useEffect, useRef, useState } from 'react';
import { useQuery } from '../../lib/query/query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { api } from '../../lib/api/api-client';
import { ListingCard, ListingCardGrid, ROW_IMAGE_SIZES } from '../../ui/listing/listing-card';
import { useFormat } from '../../lib/i18n/use-format';
import styles from './related-listings.module.css';
import type { RelatedAnswer } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';

const relatedOf = endpoint<typeof ops.getPropertiesRelated>('GET', '/api/properties/:id/related/');

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
              <li key={listing.id} className={styles.detailNearby}>
                <ListingCard listing={listing} imageSizes={ROW_IMAGE_SIZES} />
                <p className={`${styles.detailNearbyDistance} muted`}>
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

/**
 * Related listings load when the visitor scrolls near them, not in the server render: they
 * are 18 cards (about 60 KB of HTML) that most visitors never reach, and leaving them out makes
 * the listing page several times cheaper to render.
 */
export function LazyRelatedListings({ listingId }: { listingId: number }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const query = useQuery({
    queryKey: ['related', listingId],
    queryFn: () => api(relatedOf, { params: { id: listingId } }),
    enabled: near,
    staleTime: 60_000,
  });
  return (
    <div ref={marker} className="detail-related-lazy" aria-busy={near && query.isPending}>
      {query.data && <RelatedListings related={query.data} />}
    </div>
  );
}
