import { useId, type ReactNode } from 'react';
import type { FinanceResidency, FinanceRule } from '@estate/shared/finance';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './finance.module.css';

/** A sentence about a market rule, with who set it, since when, and a link to its public source. */
export function RuleNote({
  rule,
  className,
  children,
}: {
  /** A rule or a scheme: who set it, since when, and where that is written. */
  rule: Pick<FinanceRule, 'authority' | 'valid_from' | 'source_url'>;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <p className={className} data-testid="finance-rule">
      {children}{' '}
      <span className={styles.ruleSource}>
        ({t('finance.rules.rule_by', { authority: rule.authority, from: date(rule.valid_from) })},{' '}
        <a href={rule.source_url} rel="noopener noreferrer external" target="_blank">
          {t('finance.rules.source')}
        </a>
        )
      </span>
    </p>
  );
}

interface Situation {
  residency: FinanceResidency;
  setResidency(value: FinanceResidency): void;
  firstHome: boolean;
  setFirstHome(value: boolean): void;
  offPlan: boolean;
  setOffPlan(value: boolean): void;
}

/** The questions a market's rules depend on (residency, first home, off-plan), only where they do. */
export function SituationQuestions({
  situation,
  residency,
  firstHome,
  offPlan,
}: {
  situation: Situation;
  residency: boolean;
  firstHome: boolean;
  offPlan: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (!residency && !firstHome && !offPlan) return null;
  return (
    <div className={styles.situation}>
      {residency && (
        <label htmlFor={`${id}-residency`}>
          {t('finance.rules.residency')}
          <select
            id={`${id}-residency`}
            className="input"
            value={situation.residency}
            onChange={(event) => situation.setResidency(event.target.value as FinanceResidency)}
          >
            <option value="expatriate">{t('finance.rules.expatriate')}</option>
            <option value="national">{t('finance.rules.national')}</option>
          </select>
        </label>
      )}
      {firstHome && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={situation.firstHome}
            onChange={(event) => situation.setFirstHome(event.target.checked)}
          />
          {t('finance.rules.first_home')}
        </label>
      )}
      {offPlan && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={situation.offPlan}
            onChange={(event) => situation.setOffPlan(event.target.checked)}
          />
          {t('finance.rules.off_plan')}
        </label>
      )}
    </div>
  );
}
