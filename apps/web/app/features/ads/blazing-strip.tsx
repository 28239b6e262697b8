import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BlazingDeal } from '@estate/shared';
import { apiFetch } from '../api/api-client';
import { ListingCard } from '../listings-ui/listing-card';
import './ads.css';

/**
 * The home page strip of blazing deals: running, unblocked deals on live listings, each card
 * labelled as a deal (paid placement is always labelled). Renders nothing when none runs.
 */
export function BlazingStrip() {
  const { t } = useTranslation();
  const deals = useQuery({
    queryKey: ['ads', 'blazing', 'active'],
    queryFn: () => apiFetch<{ results: BlazingDeal[] }>('/api/ads/blazing/active/').then((a) => a.results),
    staleTime: 60_000,
  });
  if (!deals.data?.length) return null;
  return (
    <section className="container home-strip blazing-strip" aria-labelledby="blazing-title" data-testid="blazing-strip">
      <div className="home-strip__head">
        <div>
          <h2 id="blazing-title">
            <span aria-hidden="true" className="blazing-strip__flame">
              🔥
            </span>{' '}
            {t('ads.blazing.strip_title')}
          </h2>
          <p className="home-strip__note muted">{t('ads.blazing.strip_lead')}</p>
        </div>
      </div>
      <ul className="blazing-strip__list">
        {deals.data.map((deal) => (
          <li key={deal.id}>
            <ListingCard listing={deal.listing} dealLabel={t('ads.blazing_deal')} />
          </li>
        ))}
      </ul>
    </section>
  );
}
