import { useQuery } from '../../lib/query/query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/credits';
import { api } from '../../lib/api/api-client';
import { ListingCard, ROW_IMAGE_SIZES } from '../../ui/listing/listing-card';
import './credits.css';

const activeDeals = endpoint<typeof ops.getAdsBlazingActive>('GET', '/api/ads/blazing/active/');

/**
 * The home page strip of blazing deals: running, unblocked deals on live listings, each card
 * labelled as a deal (paid placement is always labelled). Renders nothing when none runs.
 */
export function BlazingStrip() {
  const { t } = useTranslation();
  const deals = useQuery({
    queryKey: ['ads', 'blazing', 'active'],
    queryFn: () => api(activeDeals).then((a) => a.results),
    staleTime: 60_000,
  });
  if (!deals.data?.length) return null;
  return (
    <section className="container home-strip blazing-strip" aria-labelledby="blazing-title" data-testid="blazing-strip">
      <div className="home-strip__head">
        <div>
          <h2 id="blazing-title">
            <svg aria-hidden="true" className="blazing-strip__flame" viewBox="0 0 24 24" width="22" height="22">
              <path
                d="M12 2c1 3.5 5 5.5 5 10.5A5 5 0 0 1 7 12.5c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9z"
                fill="#ea580c"
              />
            </svg>{' '}
            {t('ads.blazing.strip_title')}
          </h2>
          <p className="home-strip__note muted">{t('ads.blazing.strip_lead')}</p>
        </div>
      </div>
      <ul className="blazing-strip__list">
        {deals.data.map((deal) => (
          <li key={deal.id}>
            <ListingCard listing={deal.listing} dealLabel={t('ads.blazing_deal')} imageSizes={ROW_IMAGE_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
