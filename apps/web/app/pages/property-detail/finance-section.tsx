import { lazy, Suspense, useState } from 'react';
import { MARKET_CURRENCIES, type ListingDetail } from '@estate/shared';
import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './finance-section.module.css';

/** The calculator's code, fetched only when a visitor opens the section (first-load budget, issue 39). */
const FinanceCalculator = lazy(() =>
  import('../../features/finance/finance-calculator').then((module) => ({ default: module.FinanceCalculator })),
);

const isMarket = (currency: string) => (MARKET_CURRENCIES as readonly string[]).includes(currency);

/** "Finance this home" on a sale listing (issue 41): the calculator, prefilled with its price. */
export function FinanceSection({
  listing,
}: {
  listing: Pick<ListingDetail, 'id' | 'purpose' | 'price' | 'currency' | 'property_type' | 'area_sqm'>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (listing.purpose !== 'sale' || !isMarket(listing.currency) || !(listing.price > 0)) return null;
  const full = `/finance?${new URLSearchParams({ currency: listing.currency, price: String(listing.price) }).toString()}`;

  return (
    <details
      className="detail-section detail-finance"
      data-testid="listing-finance"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        <h2>{t('finance.listing.heading')}</h2>
      </summary>
      {open && (
        <Suspense fallback={<p className="muted">…</p>}>
          <FinanceCalculator
            currency={listing.currency}
            start={{ price: listing.price }}
            home={{
              id: listing.id,
              property_type: listing.property_type,
              area_sqm: listing.area_sqm,
              price: listing.price,
            }}
            heading={t('finance.result.heading')}
          />
        </Suspense>
      )}
      <p>
        <Link to={full}>{t('finance.listing.open')}</Link>
      </p>
    </details>
  );
}
