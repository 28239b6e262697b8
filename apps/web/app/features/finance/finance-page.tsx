import { MARKET_CURRENCIES } from '@estate/shared';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Affordability } from './affordability';
import { FinanceCalculator } from './finance-calculator';
import styles from './finance.module.css';

export type MarketCurrency = (typeof MARKET_CURRENCIES)[number];

/** /finance and /ar/finance (issue 41): the calculators on their own, in the market's currency. */
export function FinancePage({ currency, price }: { currency: MarketCurrency; price?: number }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();

  return (
    <div className={`container ${styles.page}`}>
      <header>
        <h1>{t('finance.page.title')}</h1>
        <p className="lead">{t('finance.page.intro')}</p>
      </header>
      <label className={styles.currency}>
        {t('finance.page.currency')}
        <select
          className="input"
          value={currency}
          onChange={(event) =>
            setSearchParams(
              (params) => {
                params.set('currency', event.target.value);
                return params;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        >
          {MARKET_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <FinanceCalculator key={currency} currency={currency} start={{ price }} heading={t('finance.result.heading')} />
      <Affordability key={`afford-${currency}`} currency={currency} />
      <p className={styles.disclaimer}>{t('finance.page.disclaimer')}</p>
    </div>
  );
}
