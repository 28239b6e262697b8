import { endpoint } from '@estate/shared/contracts/client';
import type * as f from '@estate/shared/contracts/finance';
import {
  FINANCE_COUNTRIES,
  FINANCE_RULE_KINDS,
  financeRuleInputSchema,
  type FinanceRule,
  type FinanceRuleInput,
} from '@estate/shared/finance';
import { api } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  DatedRowItem,
  DatedRowsSection,
  issueKeys,
  readJson,
  RowForm,
  useDatedRows,
  useRowForm,
  type Checked,
  type RowsAction,
} from './finance-rows';

const ops = {
  list: endpoint<typeof f.getAdminFinanceRules>('GET', '/api/admin/finance-rules/'),
  add: endpoint<typeof f.postAdminFinanceRules>('POST', '/api/admin/finance-rules/'),
  change: endpoint<typeof f.putAdminFinanceRulesById>('PUT', '/api/admin/finance-rules/:id/'),
  remove: endpoint<typeof f.deleteAdminFinanceRulesById>('DELETE', '/api/admin/finance-rules/:id/'),
};
const rulesApi = {
  path: ops.list.path,
  list: () => api(ops.list),
  save: (body: FinanceRuleInput, id?: number) =>
    id === undefined ? api(ops.add, { body }) : api(ops.change, { params: { id }, body }),
  remove: (id: number) => api(ops.remove, { params: { id } }),
};

type Draft = Record<
  'country' | 'kind' | 'value' | 'conditions' | 'authority' | 'source_url' | 'valid_from' | 'valid_to',
  string
>;
type Action = RowsAction<FinanceRuleInput>;

const CONDITIONS_EXAMPLE = '{"residency": "expatriate", "price_max": 5000000}';

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

function check(draft: Draft): Checked<FinanceRuleInput> {
  const conditions = readJson(draft.conditions, {});
  if (!conditions) return { fields: { conditions: 'finance.admin.errors.conditions' } };
  const parsed = financeRuleInputSchema.safeParse({
    ...draft,
    value: draft.value.trim() === '' ? undefined : Number(draft.value),
    conditions: conditions.value,
    valid_to: draft.valid_to || null,
  });
  if (parsed.success) return { body: parsed.data };
  const keyOf = (_name: string, message: string) =>
    message.startsWith('finance.') ? message : 'finance.admin.errors.conditions';
  return { fields: issueKeys(parsed.error.issues, keyOf, 'conditions') };
}

/**
 * The finance rules the calculators apply (issue 41): each market's caps and costs with their
 * authority, public source and dates; administrators add, change and delete them (each change is in
 * the activity log). Ended rules stay listed with their end date.
 */
export function FinanceRulesSection() {
  const { t } = useTranslation();
  const { query, action } = useDatedRows(rulesApi);
  return (
    <DatedRowsSection
      testId="finance-rules"
      texts={{
        heading: t('finance.admin.heading'),
        intro: t('finance.admin.intro'),
        empty: t('finance.admin.empty'),
        add: t('finance.admin.add'),
      }}
      query={query}
      result={action.result}
      form={<RuleForm action={action} />}
    >
      {(rule) => <RuleItem key={rule.id} rule={rule} action={action} />}
    </DatedRowsSection>
  );
}

function RuleItem({ rule, action }: { rule: FinanceRule; action: Action }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const conditions = Object.entries(rule.conditions).map(([name, value]) => `${name}: ${String(value)}`);
  return (
    <DatedRowItem
      row={rule}
      action={action}
      testId={`finance-rule-${rule.id}`}
      deleted="finance.admin.deleted"
      name={`${rule.country} · ${t(`finance.admin.kinds.${rule.kind}`)} · ${number(rule.value)}`}
      title={
        <>
          <bdi>{rule.country}</bdi> · {t(`finance.admin.kinds.${rule.kind}`)} · <bdi>{number(rule.value)}</bdi>
        </>
      }
      meta={
        <span>
          {t('finance.admin.conditions')}: <bdi dir="ltr">{conditions.join(', ') || t('finance.admin.everyone')}</bdi>
        </span>
      }
      form={<RuleForm rule={rule} action={action} />}
    />
  );
}

function RuleForm({ rule, action }: { rule?: FinanceRule; action: Action }) {
  const { t } = useTranslation();
  const form = useRowForm({ row: rule, action, draftOf: () => draftOf(rule), check, saved: 'finance.admin.saved' });
  return (
    <RowForm submit={form.submit} pending={form.pending}>
      {form.field('country', t('finance.admin.country'), (props) => (
        <select {...props}>
          {FINANCE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      ))}
      {form.field('kind', t('finance.admin.kind'), (props) => (
        <select {...props}>
          {FINANCE_RULE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`finance.admin.kinds.${kind}`)}
            </option>
          ))}
        </select>
      ))}
      {form.field('value', t('finance.admin.value'), (p) => (
        <input {...p} inputMode="decimal" />
      ))}
      {form.field(
        'conditions',
        t('finance.admin.conditions_json'),
        (p) => (
          <input {...p} dir="ltr" />
        ),
        {
          hint: t('finance.admin.conditions_hint'),
          example: CONDITIONS_EXAMPLE,
          json: true,
        },
      )}
      {form.field('authority', t('finance.admin.authority'), (p) => (
        <input {...p} maxLength={120} />
      ))}
      {form.field('source_url', t('finance.admin.source_url'), (p) => (
        <input {...p} type="url" dir="ltr" />
      ))}
      {form.field('valid_from', t('finance.admin.valid_from'), (p) => (
        <input {...p} type="date" />
      ))}
      {form.field('valid_to', t('finance.admin.valid_to'), (p) => (
        <input {...p} type="date" />
      ))}
    </RowForm>
  );
}
