import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { ApiRequestError } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { adminKey, useAdminAction } from './admin-api';
import { ActionResult } from './admin-parts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import styles from './finance-rows.module.css';

/**
 * The shell the Settings tab's dated finance rows share (finance rules and public schemes, issue
 * 41, decision 0073): a list with its add form, each row with its authority and source, its dates
 * ("ended" once past its last day), an edit form and a delete button; the form shows a field's
 * error, from the shared schema or from the server's 400 `fields`, as a translated catalog key.
 */

/** What every dated finance row has. */
export interface DatedRow {
  id: number;
  authority: string;
  source_url: string;
  valid_from: string;
  valid_to: string | null;
}

/** The typed API calls of one kind of row. */
export interface DatedRowsApi<R extends DatedRow, B> {
  /** The list's API path: its query key. */
  path: string;
  list: () => Promise<{ results: R[] }>;
  save: (body: B, id?: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

type Vars<B> = { id?: number; body?: B; remove?: boolean };
export type RowsAction<B> = ReturnType<typeof useAdminAction<Vars<B>>>;

export function useDatedRows<R extends DatedRow, B>(rows: DatedRowsApi<R, B>) {
  const query = useQuery({ queryKey: adminKey('list', rows.path), queryFn: rows.list, staleTime: 10_000 });
  const action: RowsAction<B> = useAdminAction(({ id, body, remove }: Vars<B>) =>
    remove && id !== undefined ? rows.remove(id) : rows.save(body as B, id),
  );
  return { query, action };
}

export function DatedRowsSection<R extends DatedRow>({
  testId,
  texts,
  query,
  result,
  children,
  form,
}: {
  testId: string;
  texts: { heading: string; intro: string; empty: string; add: string };
  query: UseQueryResult<{ results: R[] }>;
  result: RowsAction<unknown>['result'];
  children: (row: R) => ReactNode;
  form: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="admin-rates" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h3 id={`${id}-title`}>{texts.heading}</h3>
      <p className="muted">{texts.intro}</p>
      <ActionResult result={result} />
      {query.isError && <p className="form-error">{t('admin.console.load_failed')}</p>}
      {query.data?.results.length === 0 && <p className="muted">{texts.empty}</p>}
      <ul className="admin-list">{query.data?.results.map(children)}</ul>
      <details className="admin-manage">
        <summary>{texts.add}</summary>
        {form}
      </details>
    </section>
  );
}

/** Today in UTC, as the server compares `valid_to`. */
const today = () => new Date().toISOString().slice(0, 10);

/** One row: `title`, what `children` adds, then `meta` beside its authority, source and dates. */
export function DatedRowItem<B>({
  row,
  action,
  testId,
  title,
  name,
  meta,
  children,
  form,
  deleted,
}: {
  row: DatedRow;
  action: RowsAction<B>;
  testId: string;
  title: ReactNode;
  /** The row in words, named in the delete dialog. */
  name: string;
  meta?: ReactNode;
  children?: ReactNode;
  form: ReactNode;
  /** The catalog key said once it is deleted. */
  deleted: string;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="admin-item" data-testid={testId}>
      <div className="admin-item__body">
        <h4 className="admin-item__title">
          {title}
          {row.valid_to !== null && row.valid_to < today() && <span className="badge">{t('finance.admin.ended')}</span>}
        </h4>
        {children}
        <p className="admin-item__meta muted">
          {meta}
          <span>
            <a href={row.source_url} rel="noopener noreferrer external" target="_blank">
              <bdi>{row.authority}</bdi>
            </a>
          </span>
          <span>
            <time dateTime={row.valid_from}>{date(row.valid_from)}</time> –{' '}
            {row.valid_to ? <time dateTime={row.valid_to}>{date(row.valid_to)}</time> : '…'}
          </span>
        </p>
        <details className="admin-manage">
          <summary>{t('finance.admin.edit')}</summary>
          {form}
        </details>
        <button
          type="button"
          className="button button--danger-ghost"
          disabled={action.mutation.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('finance.admin.delete')}
        </button>
        {confirming && (
          <ConfirmDialog
            title={t('finance.admin.delete_confirm')}
            subject={name}
            text={t('finance.admin.delete_confirm_text')}
            confirmLabel={t('finance.admin.delete')}
            onConfirm={() => action.mutation.mutate({ vars: { id: row.id, remove: true }, id: row.id, done: deleted })}
            onCancel={() => setConfirming(false)}
          />
        )}
      </div>
    </li>
  );
}

/** The value of a JSON field: `empty` when it is blank, undefined when it is not JSON. */
export function readJson(text: string, empty: unknown): { value: unknown } | undefined {
  if (!text.trim()) return { value: empty };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The first catalog key per top-level field of a failed parse; `keyOf` picks it from the issue's message. */
export function issueKeys(
  issues: readonly { path: PropertyKey[]; message: string }[],
  keyOf: (name: string, message: string) => string,
  unnamed: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? unnamed);
    fields[name] ??= keyOf(name, issue.message);
  }
  return fields;
}

/** What a form's check answers: the body to send, or a catalog key per field. */
export type Checked<B> = { body: B; fields?: undefined } | { body?: undefined; fields: Record<string, string> };

type FieldProps = {
  id: string;
  name: string;
  className: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  dir?: 'ltr';
};

/**
 * A row's form: its draft (every field as text), the errors shown (the form's own check first,
 * else the server's `fields` for this row) and `field()` to lay out one labelled control. A new
 * row's form empties once the server has saved it, and keeps what was typed when it refuses.
 */
export function useRowForm<D extends Record<string, string>, B>({
  row,
  action,
  draftOf,
  check,
  saved,
}: {
  row?: DatedRow;
  action: RowsAction<B>;
  draftOf: () => D;
  check: (draft: D) => Checked<B>;
  saved: string;
}) {
  const { tDynamic } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<D>(draftOf);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { mutation } = action;
  const serverFields =
    mutation.error instanceof ApiRequestError && mutation.variables?.vars.id === row?.id ? mutation.error.fields : {};
  const shown: Record<string, string | undefined> = { ...serverFields, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if (checked.fields) return setErrors(checked.fields);
    setErrors({});
    mutation.mutate(
      { vars: { id: row?.id, body: checked.body }, id: row?.id, done: saved },
      { onSuccess: () => !row && setDraft(draftOf()) },
    );
  };

  const field = (
    name: keyof D & string,
    label: string,
    control: (props: FieldProps) => ReactElement,
    /**
     * `hint` under the control, then `example` as left-to-right code; `json`: a JSON text, across
     * the form's width in a monospaced font; `long`: two columns wide.
     */
    { hint, example, json, long }: { hint?: string; example?: string; json?: boolean; long?: boolean } = {},
  ) => {
    const error = shown[name];
    const describedBy = [hint && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean).join(' ');
    return (
      <div className={['field', json && styles.wide, long && styles.long].filter(Boolean).join(' ')} key={name}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({
          id: `${id}-${name}`,
          name,
          className: json ? `input ${styles.json}` : 'input',
          value: draft[name],
          onChange: (event) => setDraft((d) => ({ ...d, [name]: event.target.value })),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          ...(json ? { dir: 'ltr' as const } : {}),
        })}
        {hint && (
          <p className="field__hint" id={`${id}-${name}-hint`}>
            {hint}
            {example && (
              <span className={styles.example}>
                <code dir="ltr">{example}</code>
              </span>
            )}
          </p>
        )}
        {error && (
          <p className="field__error" id={`${id}-${name}-error`}>
            {tDynamic(error)}
          </p>
        )}
      </div>
    );
  };

  return { field, submit, pending: mutation.isPending };
}

/** A row's form: its fields, then Save. */
export function RowForm({
  submit,
  pending,
  children,
}: {
  submit: (event: FormEvent) => void;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="admin-package-form" onSubmit={submit} noValidate>
      {children}
      <div className="admin-package-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {t('finance.admin.save')}
        </button>
      </div>
    </form>
  );
}
