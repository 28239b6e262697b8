import { useId, useState } from 'react';
import { affordablePrice, parseLocalizedNumber } from '@estate/shared/finance';
import { Link } from '../../lib/link';
import { describedBy, Field } from '../../ui/form/field';
import { formatPrice } from '../../lib/i18n/format-price';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './finance.module.css';

interface Props {
  currency: string;
  /** The market's debt-burden cap with its source, when an administrator entered one. */
  debtBurden?: { percent: number; source: string };
  minDownPercent?: number;
  upfrontCostPercent?: number;
  /** Where the search link looks (the listing's or the page's city), by its English name. */
  city?: string;
}

const FIELDS = ['income', 'debts', 'savings', 'rate', 'years', 'share'] as const;
type Name = (typeof FIELDS)[number];

/** "You could afford about AED 1.8 M", from income, other debts and savings (issue 41). */
export function Affordability({ currency, debtBurden, minDownPercent = 0, upfrontCostPercent = 0, city }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [texts, setTexts] = useState<Record<Name, string>>({
    income: '',
    debts: '0',
    savings: '',
    rate: '',
    years: '20',
    share: String(debtBurden?.percent ?? 35),
  });
  const values = Object.fromEntries(FIELDS.map((name) => [name, parseLocalizedNumber(texts[name])])) as Record<
    Name,
    number | undefined
  >;
  const errorOf = (name: Name): string | undefined => {
    const value = values[name];
    if (texts[name] && value === undefined) return 'finance.errors.not_a_number';
    if (value !== undefined && value < 0) return 'finance.errors.not_negative';
    if (name === 'rate' && value !== undefined && value > 50) return 'finance.errors.rate_max';
    if (name === 'share' && value !== undefined && value > 100) return 'finance.errors.percent_max';
    if (name === 'years' && value === 0) return 'finance.errors.tenor_positive';
    return undefined;
  };
  const complete = FIELDS.every((name) => values[name] !== undefined && !errorOf(name));
  const price = complete
    ? affordablePrice({
        monthlyIncome: values.income!,
        monthlyDebts: values.debts!,
        savings: values.savings!,
        ratePercent: values.rate!,
        years: values.years!,
        debtBurdenPercent: Math.min(values.share!, debtBurden?.percent ?? 100),
        minDownPercent,
        upfrontCostPercent,
      })
    : undefined;
  const shown = price === undefined ? '' : formatPrice(price, currency, locale);
  const search = new URLSearchParams({ purpose: 'sale', max_price: String(price ?? 0) });
  if (city) search.set('city', city);
  else search.set('currency', currency);

  const labels: Record<Name, string> = {
    income: `${t('finance.afford.income')} (${currency})`,
    debts: `${t('finance.afford.debts')} (${currency})`,
    savings: `${t('finance.afford.savings')} (${currency})`,
    rate: t('finance.fields.rate'),
    years: t('finance.fields.years'),
    share: t('finance.afford.share'),
  };

  return (
    <section className={styles.afford} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('finance.afford.heading')}</h2>
      <div className={styles.inputs}>
        {FIELDS.map((name) => {
          const error = errorOf(name);
          const hint =
            name === 'share' && debtBurden ? t('finance.afford.share_hint', { rule: debtBurden.source }) : undefined;
          return (
            <Field key={name} id={`${id}-${name}`} label={labels[name]} error={error} hint={hint}>
              <input
                id={`${id}-${name}`}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                value={texts[name]}
                onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
                aria-invalid={!!error}
                aria-describedby={describedBy(`${id}-${name}`, error, hint)}
              />
            </Field>
          );
        })}
      </div>
      <div aria-live="polite">
        {price !== undefined &&
          (price > 0 ? (
            <>
              <p className={styles.affordResult}>{t('finance.afford.result', { price: shown })}</p>
              <Link to={`/properties?${search.toString()}`}>{t('finance.afford.search', { price: shown })}</Link>
            </>
          ) : (
            <p className={styles.note}>{t('finance.afford.nothing')}</p>
          ))}
      </div>
    </section>
  );
}
