import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import {
  FINANCE_COUNTRIES,
  FINANCE_RULE_KINDS,
  financeRuleInputSchema,
  type FinanceRule,
  type FinanceRulesAnswer,
} from '@estate/shared/finance';
import { apiFetch, ApiRequestError } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { adminKey, fetchAdmin, useAdminAction } from './admin-api';
import { ActionResult } from './admin-parts';

const RULES_PATH = '/api/admin/finance-rules/';
type Draft = Record<
  'country' | 'kind' | 'value' | 'conditions' | 'authority' | 'source_url' | 'valid_from' | 'valid_to',
  string
>;
type Action = ReturnType<typeof useAdminAction<{ id?: number; body?: object; remove?: boolean }>>;

const draftOf = (rule?: FinanceRule): Draft => ({
  country: rule?.country ?? 'AE',
  kind: rule?.kind ?? 'down_payment_min',
  value: rule ? String(rule.value) : '',
  conditions: rule && Object.keys(rule.conditions).length > 0 ? JSON.stringify(rule.conditions) : '',
  authority: rule?.authority ?? '',
  source_url: rule?.source_url ?? '',
  valid_from: rule?.valid_from ?? new Date().toISOString().slice(0, 10),
  valid_to: rule?.valid_to ?? '',
});

/**
 * The finance rules the calculators apply (issue 41): each market's caps and costs with their
 * authority, public source and dates; administrators add, change and delete them (each change is in
 * the activity log). Ended rules stay listed with their end date.
 */
export function FinanceRulesSection() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: adminKey('list', RULES_PATH),
    queryFn: () => fetchAdmin<FinanceRulesAnswer>(RULES_PATH),
    staleTime: 10_000,
  });
  const action: Action = useAdminAction(({ id, body, remove }: { id?: number; body?: object; remove?: boolean }) =>
    apiFetch(id ? `${RULES_PATH}${id}/` : RULES_PATH, { method: remove ? 'DELETE' : id ? 'PUT' : 'POST', body }),
  );

  return (
    <section className="admin-rates" aria-labelledby="admin-finance-title" data-testid="finance-rules">
      <h3 id="admin-finance-title">{t('finance.admin.heading')}</h3>
      <p className="muted">{t('finance.admin.intro')}</p>
      <ActionResult result={action.result} />
      {query.isError && <p className="form-error">{t('admin.console.load_failed')}</p>}
      {query.data?.results.length === 0 && <p className="muted">{t('finance.admin.empty')}</p>}
      <ul className="admin-list">
        {query.data?.results.map((rule) => (
          <RuleItem key={rule.id} rule={rule} action={action} />
        ))}
      </ul>
      <details className="admin-manage">
        <summary>{t('finance.admin.add')}</summary>
        <RuleForm action={action} />
      </details>
    </section>
  );
}

function RuleItem({ rule, action }: { rule: FinanceRule; action: Action }) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const conditions = Object.entries(rule.conditions).map(([name, value]) => `${name}: ${String(value)}`);
  return (
    <li className="admin-item" data-testid={`finance-rule-${rule.id}`}>
      <div className="admin-item__body">
        <h4 className="admin-item__title">
          <bdi>{rule.country}</bdi> · {t(`finance.admin.kinds.${rule.kind}`)} · <bdi>{number(rule.value)}</bdi>
        </h4>
        <p className="admin-item__meta muted">
          <span>
            {t('finance.admin.conditions')}: <bdi dir="ltr">{conditions.join(', ') || t('finance.admin.everyone')}</bdi>
          </span>
          <span>
            <a href={rule.source_url} rel="noopener noreferrer external" target="_blank">
              <bdi>{rule.authority}</bdi>
            </a>
          </span>
          <span>
            <time dateTime={rule.valid_from}>{date(rule.valid_from)}</time> –{' '}
            {rule.valid_to ? <time dateTime={rule.valid_to}>{date(rule.valid_to)}</time> : '…'}
          </span>
        </p>
        <details className="admin-manage">
          <summary>{t('finance.admin.edit')}</summary>
          <RuleForm rule={rule} action={action} />
        </details>
        <button
          type="button"
          className="button button--danger-ghost"
          disabled={action.mutation.isPending}
          onClick={() =>
            action.mutation.mutate({ vars: { id: rule.id, remove: true }, id: rule.id, done: 'finance.admin.deleted' })
          }
        >
          {t('finance.admin.delete')}
        </button>
      </div>
    </li>
  );
}

function RuleForm({ rule, action }: { rule?: FinanceRule; action: Action }) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serverFields =
    action.mutation.error instanceof ApiRequestError && action.mutation.variables?.vars.id === rule?.id
      ? action.mutation.error.fields
      : {};
  const shown = { ...serverFields, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let conditions: unknown;
    try {
      conditions = draft.conditions.trim() ? JSON.parse(draft.conditions) : {};
    } catch {
      return setErrors({ conditions: 'finance.admin.errors.conditions' });
    }
    const parsed = financeRuleInputSchema.safeParse({
      ...draft,
      value: draft.value.trim() === '' ? undefined : Number(draft.value),
      conditions,
      valid_to: draft.valid_to || null,
    });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'conditions');
        fields[name] ??= issue.message.startsWith('finance.') ? issue.message : 'finance.admin.errors.conditions';
      }
      return setErrors(fields);
    }
    setErrors({});
    action.mutation.mutate({ vars: { id: rule?.id, body: parsed.data }, id: rule?.id, done: 'finance.admin.saved' });
    if (!rule) setDraft(draftOf());
  };

  const control = (name: keyof Draft, label: string, input: ReactElement) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {shown[name] && (
        <p className="field__error" id={`${id}-${name}-error`}>
          {tDynamic(shown[name])}
        </p>
      )}
    </div>
  );
  const props = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    name,
    className: 'input',
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
    'aria-invalid': shown[name] ? true : undefined,
    'aria-describedby': shown[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="admin-package-form" onSubmit={submit} noValidate>
      {control(
        'country',
        t('finance.admin.country'),
        <select {...props('country')}>
          {FINANCE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>,
      )}
      {control(
        'kind',
        t('finance.admin.kind'),
        <select {...props('kind')}>
          {FINANCE_RULE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`finance.admin.kinds.${kind}`)}
            </option>
          ))}
        </select>,
      )}
      {control('value', t('finance.admin.value'), <input {...props('value')} inputMode="decimal" />)}
      {control('conditions', t('finance.admin.conditions_json'), <input {...props('conditions')} dir="ltr" />)}
      {control('authority', t('finance.admin.authority'), <input {...props('authority')} maxLength={120} />)}
      {control('source_url', t('finance.admin.source_url'), <input {...props('source_url')} type="url" dir="ltr" />)}
      {control('valid_from', t('finance.admin.valid_from'), <input {...props('valid_from')} type="date" />)}
      {control('valid_to', t('finance.admin.valid_to'), <input {...props('valid_to')} type="date" />)}
      <div className="admin-package-form__actions">
        <button type="submit" className="button" disabled={action.mutation.isPending}>
          {t('finance.admin.save')}
        </button>
      </div>
    </form>
  );
}
