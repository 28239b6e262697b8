import { MARKET_CURRENCIES } from '@estate/shared';
import { applicableRule } from '@estate/shared/finance';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Affordability } from './affordability';
import { SavedCalculations } from './saved-calculations';
import type { CalculatorStart } from './use-calculator';
import { FinanceCalculator } from './finance-calculator';
import { useFinanceMarket } from './use-finance-market';
import styles from './finance.module.css';

export type MarketCurrency = (typeof MARKET_CURRENCIES)[number];

/** /finance and /ar/finance (issue 41): the calculators on their own, in the market's currency. */
export function FinancePage({ currency, start }: { currency: MarketCurrency; start: CalculatorStart }) {
  const { price } = start;
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  // The market's caps also bound what a buyer could afford: the debt burden and the minimum down payment.
  const { rules } = useFinanceMarket(currency);
  const debtBurden = applicableRule(rules, 'debt_burden_max', { price: price ?? 0 });
  const minDown = applicableRule(rules, 'down_payment_min', { price: price ?? 0 });

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
      {/* A reopened saved calculation (a new query) starts the calculator afresh. */}
      <FinanceCalculator
        key={`${currency}:${JSON.stringify(start)}`}
        currency={currency}
        start={start}
        heading={t('finance.result.heading')}
      />
      <Affordability
        key={`afford-${currency}`}
        currency={currency}
        debtBurden={debtBurden && { percent: debtBurden.value, source: debtBurden.authority }}
        minDownPercent={minDown?.value}
      />
      <SavedCalculations />
      <p className={styles.disclaimer}>{t('finance.page.disclaimer')}</p>
    </div>
  );
}
