import { endpoint } from '@estate/shared/contracts/client';
import type * as f from '@estate/shared/contracts/finance';
import {
  FINANCE_COUNTRIES,
  financeSchemeInputSchema,
  parseLocalizedNumber,
  type FinanceScheme,
  type FinanceSchemeInput,
} from '@estate/shared/finance';
import { api } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
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
import { useSchemeWords } from './scheme-words';

const ops = {
  list: endpoint<typeof f.getAdminFinanceSchemes>('GET', '/api/admin/finance-schemes/'),
  add: endpoint<typeof f.postAdminFinanceSchemes>('POST', '/api/admin/finance-schemes/'),
  change: endpoint<typeof f.putAdminFinanceSchemesById>('PUT', '/api/admin/finance-schemes/:id/'),
  remove: endpoint<typeof f.deleteAdminFinanceSchemesById>('DELETE', '/api/admin/finance-schemes/:id/'),
};
const schemesApi = {
  path: ops.list.path,
  list: () => api(ops.list),
  save: (body: FinanceSchemeInput, id?: number) =>
    id === undefined ? api(ops.add, { body }) : api(ops.change, { params: { id }, body }),
  remove: (id: number) => api(ops.remove, { params: { id } }),
};

type Draft = Record<
  | 'country'
  | 'name'
  | 'name_ar'
  | 'authority'
  | 'tiers'
  | 'rate_years'
  | 'down_payment_min'
  | 'tenor_max_years'
  | 'eligibility'
  | 'source_url'
  | 'valid_from'
  | 'valid_to',
  string
>;
type Action = RowsAction<FinanceSchemeInput>;

const draftOf = (scheme?: FinanceScheme): Draft => ({
  country: scheme?.country ?? 'PK',
  name: scheme?.name ?? '',
  name_ar: scheme?.name_ar ?? '',
  authority: scheme?.authority ?? '',
  tiers: scheme ? JSON.stringify(scheme.tiers) : '',
  rate_years: scheme?.rate_years == null ? '' : String(scheme.rate_years),
  down_payment_min: scheme ? String(scheme.down_payment_min) : '',
  tenor_max_years: scheme ? String(scheme.tenor_max_years) : '',
  eligibility: scheme && Object.keys(scheme.eligibility).length > 0 ? JSON.stringify(scheme.eligibility) : '',
  source_url: scheme?.source_url ?? '',
  valid_from: scheme?.valid_from ?? new Date().toISOString().slice(0, 10),
  valid_to: scheme?.valid_to ?? '',
});

/** What the JSON fields' hints show (JSON reads the same in every language). */
const TIERS_EXAMPLE = '[{"loan_max": 2000000, "rate": 5}, {"loan_max": 3500000, "rate": 8}]';
const ELIGIBILITY_EXAMPLE = '{"first_home_only": true, "house_max_m2": 126.5, "flat_max_m2": 126.4}';

/** A field's own message whatever the schema said about it (its limits are in the message). */
const OWN_KEYS: Record<string, string> = {
  tiers: 'finance.admin.errors.tiers',
  eligibility: 'finance.admin.schemes.errors.eligibility',
  rate_years: 'finance.admin.schemes.errors.rate_years',
  tenor_max_years: 'finance.admin.schemes.errors.tenor_max_years',
};
const keyOf = (name: string, message: string) =>
  OWN_KEYS[name] ?? (message.startsWith('finance.') ? message : 'finance.admin.errors.value');

function check(draft: Draft): Checked<FinanceSchemeInput> {
  const tiers = readJson(draft.tiers, []);
  const eligibility = readJson(draft.eligibility, {});
  if (!tiers || !eligibility) {
    const fields: Record<string, string> = {};
    if (!tiers) fields.tiers = OWN_KEYS.tiers;
    if (!eligibility) fields.eligibility = OWN_KEYS.eligibility;
    return { fields };
  }
  const parsed = financeSchemeInputSchema.safeParse({
    ...draft,
    name_ar: draft.name_ar.trim() || null,
    tiers: tiers.value,
    rate_years: draft.rate_years.trim() === '' ? null : (parseLocalizedNumber(draft.rate_years) ?? NaN),
    down_payment_min: parseLocalizedNumber(draft.down_payment_min),
    tenor_max_years: parseLocalizedNumber(draft.tenor_max_years),
    eligibility: eligibility.value,
    valid_to: draft.valid_to || null,
  });
  return parsed.success ? { body: parsed.data } : { fields: issueKeys(parsed.error.issues, keyOf, 'tiers') };
}

/**
 * Public home-finance schemes (issue 41, decision 0073): Pakistan's Mera Ghar Mera Ashiana, Egypt's
 * Central Bank initiative... with their rates by loan size, limits and who qualifies, each with its
 * authority, public source and dates; administrators add, change and delete them (each change is in
 * the activity log). Past its last day a scheme is no longer offered, and is listed as ended.
 */
export function FinanceSchemesSection() {
  const { t } = useTranslation();
  const { query, action } = useDatedRows(schemesApi);
  return (
    <DatedRowsSection
      testId="finance-schemes"
      texts={{
        heading: t('finance.admin.schemes.heading'),
        intro: t('finance.admin.schemes.intro'),
        empty: t('finance.admin.schemes.empty'),
        add: t('finance.admin.schemes.add'),
      }}
      query={query}
      result={action.result}
      form={<SchemeForm action={action} />}
    >
      {(scheme) => <SchemeItem key={scheme.id} scheme={scheme} action={action} />}
    </DatedRowsSection>
  );
}

function SchemeItem({ scheme, action }: { scheme: FinanceScheme; action: Action }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const words = useSchemeWords();
  // The name in the page's language first, the other after it.
  const names = useLocale() === 'ar' && scheme.name_ar ? [scheme.name_ar, scheme.name] : [scheme.name, scheme.name_ar];
  return (
    <DatedRowItem
      row={scheme}
      action={action}
      testId={`finance-scheme-${scheme.id}`}
      deleted="finance.admin.schemes.deleted"
      name={`${scheme.country} · ${names[0]}`}
      title={
        <>
          <bdi>{scheme.country}</bdi> · <bdi>{names[0]}</bdi>
          {names[1] && (
            <>
              {' '}
              · <bdi>{names[1]}</bdi>
            </>
          )}
        </>
      }
      form={<SchemeForm scheme={scheme} action={action} />}
    >
      <p className="admin-item__meta">
        <span>
          {t('finance.admin.schemes.rates')}: <bdi>{words.tiers(scheme.tiers)}</bdi>
        </span>
        <span>
          {scheme.rate_years === null
            ? t('finance.admin.schemes.rate_whole_tenor')
            : t('finance.admin.schemes.rate_years', { count: scheme.rate_years })}
        </span>
        <span>{t('finance.admin.schemes.down_payment_min', { percent: number(scheme.down_payment_min) })}</span>
        <span>{t('finance.admin.schemes.tenor_max', { count: scheme.tenor_max_years })}</span>
      </p>
      <p className="admin-item__meta">
        {t('finance.admin.schemes.eligibility')}: {words.eligibility(scheme.eligibility)}
      </p>
    </DatedRowItem>
  );
}

function SchemeForm({ scheme, action }: { scheme?: FinanceScheme; action: Action }) {
  const { t } = useTranslation();
  const form = useRowForm({
    row: scheme,
    action,
    draftOf: () => draftOf(scheme),
    check,
    saved: 'finance.admin.schemes.saved',
  });
  const fields = 'finance.admin.schemes.fields';
  const long = { long: true };
  return (
    <RowForm submit={form.submit} pending={form.pending}>
      {form.field('country', t('finance.admin.country'), (p) => (
        <select {...p}>
          {FINANCE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      ))}
      {form.field(
        'name',
        t(`${fields}.name`),
        (p) => (
          <input {...p} maxLength={120} dir="auto" />
        ),
        long,
      )}
      {form.field(
        'name_ar',
        t(`${fields}.name_ar`),
        (p) => (
          <input {...p} maxLength={120} dir="rtl" />
        ),
        long,
      )}
      {form.field(
        'authority',
        t('finance.admin.authority'),
        (p) => (
          <input {...p} maxLength={120} dir="auto" />
        ),
        long,
      )}
      {form.field(
        'source_url',
        t('finance.admin.source_url'),
        (p) => (
          <input {...p} type="url" dir="ltr" />
        ),
        long,
      )}
      {form.field('valid_from', t('finance.admin.valid_from'), (p) => (
        <input {...p} type="date" />
      ))}
      {form.field('valid_to', t('finance.admin.valid_to'), (p) => (
        <input {...p} type="date" />
      ))}
      {form.field(
        'tiers',
        t(`${fields}.tiers`),
        (p) => (
          <textarea {...p} rows={2} />
        ),
        {
          hint: t(`${fields}.tiers_hint`),
          example: TIERS_EXAMPLE,
          json: true,
        },
      )}
      {form.field('rate_years', t(`${fields}.rate_years`), (p) => (
        <input {...p} inputMode="numeric" />
      ))}
      {form.field('down_payment_min', t(`${fields}.down_payment_min`), (p) => (
        <input {...p} inputMode="decimal" />
      ))}
      {form.field('tenor_max_years', t(`${fields}.tenor_max_years`), (p) => (
        <input {...p} inputMode="numeric" />
      ))}
      {form.field(
        'eligibility',
        t(`${fields}.eligibility`),
        (p) => (
          <textarea {...p} rows={2} />
        ),
        {
          hint: t(`${fields}.eligibility_hint`),
          example: ELIGIBILITY_EXAMPLE,
          json: true,
        },
      )}
    </RowForm>
  );
}
