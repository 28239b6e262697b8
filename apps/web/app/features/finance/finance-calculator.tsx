import { useId } from 'react';
import {
  asksFirstHome,
  asksResidency,
  FINANCE_METHODS,
  ISLAMIC_METHODS,
  parseLocalizedNumber,
  type SchemeHome,
} from '@estate/shared/finance';
import { describedBy, Field } from '../../ui/form/field';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatMinor } from './money';
import { ScheduleView } from './schedule-view';
import { RuleNote, SituationQuestions } from './rule-notes';
import { SaveCalculation } from './save-calculation';
import { SchemeOffers, useSchemeName } from './scheme-offers';
import { useCalculator, type CalculatorStart } from './use-calculator';
import { useFinanceMarket } from './use-finance-market';
import styles from './finance.module.css';

interface Props {
  currency: string;
  start?: CalculatorStart;
  /** Where the home is (by its English name): a city's own costs (Dubai's transfer fee) apply. */
  city?: string;
  /** The heading level's text; the page's calculator is the page's subject, a listing's is a section. */
  heading?: string;
  /** The listing's home and id: the schemes it qualifies for are offered, and a save names it. */
  home?: SchemeHome & { id: number };
}

/** Conventional and Islamic finance for one price (issue 41): inputs, the payments and the schedule. */
export function FinanceCalculator({ currency, start = {}, city, heading, home }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const market = useFinanceMarket(currency);
  const { rules } = market;
  const calc = useCalculator(start, market, city);
  const schemeName = useSchemeName();
  const islamic = ISLAMIC_METHODS.includes(calc.method);
  const { plan } = calc;
  /**
   * Level payments (the last one only absorbs the rounding) read as one monthly payment; not when a
   * scheme's rate ends before the term does (the payment changes then).
   */
  const rateChanges = !!plan?.scheme && plan.scheme.months < plan.rows.length;
  const level = (calc.method === 'annuity' || calc.method === 'ijara') && !rateChanges;
  const money = (minor: number) => formatMinor(minor, currency, locale);
  const input = (name: 'price' | 'down' | 'years' | 'rate' | 'age', error: string | undefined, hint?: string) => ({
    id: `${id}-${name}`,
    className: 'input',
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    value: calc.texts[name],
    onChange: (event: { target: { value: string } }) => calc.setText(name, event.target.value),
    'aria-invalid': !!error,
    'aria-describedby': describedBy(`${id}-${name}`, error, hint),
  });

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading ?? t('finance.result.heading')}</h2>
      <fieldset className={styles.methods}>
        <legend>{t('finance.methods.label')}</legend>
        {FINANCE_METHODS.map((method) => (
          <label key={method} className={styles.method}>
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={calc.method === method}
              onChange={() => calc.setMethod(method)}
            />
            {t(`finance.methods.${method}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.hint}>{t(`finance.method_hints.${calc.method}`)}</p>
      <SituationQuestions
        situation={calc.situation}
        residency={asksResidency(rules)}
        firstHome={asksFirstHome(rules)}
        offPlan={rules.some((rule) => rule.conditions.off_plan !== undefined)}
      />
      <SchemeOffers
        schemes={market.schemes}
        currency={currency}
        home={home}
        applied={calc.schemeId}
        onApply={calc.setSchemeId}
      />

      <div className={styles.inputs}>
        <Field id={`${id}-price`} label={`${t('finance.fields.price')} (${currency})`} error={calc.errors.price}>
          <input {...input('price', calc.errors.price)} />
        </Field>
        <Field id={`${id}-down`} label={t('finance.fields.down_payment')} error={calc.errors.downPayment}>
          <div className={styles.downRow}>
            <input {...input('down', calc.errors.downPayment)} />
            <select
              className="input"
              aria-label={t('finance.fields.down_payment')}
              value={calc.downKind}
              onChange={(event) => calc.switchDownKind(event.target.value as 'percent' | 'amount')}
            >
              <option value="percent">{t('finance.fields.down_percent')} (%)</option>
              <option value="amount">
                {t('finance.fields.down_amount')} ({currency})
              </option>
            </select>
          </div>
        </Field>
        <Field
          id={`${id}-years`}
          label={t('finance.fields.years')}
          error={calc.errors.years}
          values={{ max: calc.tenorMax }}
        >
          <input {...input('years', calc.errors.years)} />
        </Field>
        <Field
          id={`${id}-rate`}
          label={
            calc.rateAfterScheme && calc.scheme
              ? t('finance.fields.rate_after_scheme', { count: calc.scheme.rate_years ?? 0 })
              : t(islamic ? 'finance.fields.profit_rate' : 'finance.fields.rate')
          }
          error={calc.errors.ratePercent}
          hint={t('finance.fields.rate_hint')}
        >
          <input {...input('rate', calc.errors.ratePercent, 'hint')} />
        </Field>
        {calc.ageRule && (
          <Field
            id={`${id}-age`}
            label={t('finance.fields.age')}
            error={calc.errors.age}
            hint={t('finance.fields.age_hint', { max: calc.ageRule.value })}
          >
            <input {...input('age', calc.errors.age, 'hint')} />
          </Field>
        )}
      </div>

      <div aria-live="polite">
        {calc.errors.years === 'finance.errors.tenor_max' && calc.tenorRule && (
          <RuleNote rule={calc.tenorRule} className={styles.note}>
            {t('finance.rules.tenor_max', { years: calc.tenorRule.value, authority: calc.tenorRule.authority })}
          </RuleNote>
        )}
        {calc.errors.years === 'finance.errors.scheme_tenor' && calc.scheme && (
          <RuleNote rule={calc.scheme} className={styles.note}>
            {t('finance.schemes.tenor_max', { name: schemeName(calc.scheme), years: calc.scheme.tenor_max_years })}
          </RuleNote>
        )}
        {calc.errors.years === 'finance.errors.age_at_end' && calc.ageRule && (
          <RuleNote rule={calc.ageRule} className={styles.note}>
            {t('finance.rules.age_max_at_end', { age: calc.ageRule.value, authority: calc.ageRule.authority })}
          </RuleNote>
        )}
        {calc.needRate && <p className={styles.note}>{t('finance.result.need_rate')}</p>}
        {plan?.noFinancingNeeded && <p className={styles.note}>{t('finance.result.no_financing')}</p>}
        {plan && !plan.noFinancingNeeded && plan.rows.length > 0 && (
          <>
            {plan.adjustedBy === 'rule' && calc.downRule && (
              <RuleNote rule={calc.downRule} className={styles.adjusted}>
                {t('finance.result.adjusted', { percent: calc.downRule.value })}
              </RuleNote>
            )}
            {plan.adjustedBy && plan.adjustedBy !== 'rule' && calc.scheme && (
              <RuleNote rule={calc.scheme} className={styles.adjusted}>
                {plan.adjustedBy === 'scheme_down'
                  ? t('finance.schemes.adjusted_down', {
                      name: schemeName(calc.scheme),
                      percent: calc.scheme.down_payment_min,
                    })
                  : t('finance.schemes.adjusted_loan', {
                      name: schemeName(calc.scheme),
                      loan: money(plan.loan),
                    })}
              </RuleNote>
            )}
            {plan.scheme && calc.scheme && (
              <p className={styles.note} data-testid="finance-scheme-applied">
                {rateChanges
                  ? t('finance.schemes.applied_then', {
                      name: schemeName(calc.scheme),
                      rate: plan.scheme.ratePercent,
                      count: plan.scheme.months / 12,
                      later: parseLocalizedNumber(calc.texts.rate) ?? 0,
                    })
                  : t('finance.schemes.applied', { name: schemeName(calc.scheme), rate: plan.scheme.ratePercent })}
              </p>
            )}
            {calc.upfrontRule && (
              <RuleNote rule={calc.upfrontRule} className={styles.note}>
                {t('finance.rules.upfront', { percent: calc.upfrontRule.value, authority: calc.upfrontRule.authority })}
              </RuleNote>
            )}
            <dl className={styles.summary}>
              <div className={styles.lead}>
                <dt>{t(level ? 'finance.result.monthly' : 'finance.result.first')}</dt>
                <dd>
                  <bdi>{money(plan.summary.firstPayment)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('finance.result.last')}</dt>
                <dd>
                  <bdi>{money(plan.summary.lastPayment)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('finance.result.loan')}</dt>
                <dd>
                  <bdi>{money(plan.loan)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('finance.result.down')}</dt>
                <dd>
                  <bdi>{money(plan.downPayment)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('finance.result.total_paid')}</dt>
                <dd>
                  <bdi>{money(plan.summary.totalPaid)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t(islamic ? 'finance.result.total_profit' : 'finance.result.total_interest')}</dt>
                <dd>
                  <bdi>{money(plan.summary.totalProfit)}</bdi>
                </dd>
              </div>
            </dl>
            <ScheduleView rows={plan.rows} islamic={islamic} money={money} />
            {calc.input && (
              <SaveCalculation
                currency={currency}
                input={calc.input}
                rate={parseLocalizedNumber(calc.texts.rate)}
                schemeId={calc.scheme ? calc.scheme.id : null}
                listingId={home?.id}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
