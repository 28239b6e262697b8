import { useId } from 'react';
import type { ZodType } from 'zod';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AD_KINDS, packageCreateSchema, packageUpdateSchema, type AdminPackageItem } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { api, type BodyOf } from '../../lib/api/api-client';
import { useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { FIRST_READS, type FirstPages } from './admin-reads';
import { FieldError } from '../../ui/form/field';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ActionResult, useAdminRead } from './admin-parts';

type Draft = {
  kind: AdminPackageItem['kind'];
  name: string;
  name_ar: string;
  credits: string;
  days: string;
  position: string;
};
const DRAFT_FIELDS = ['kind', 'name', 'name_ar', 'credits', 'days', 'position'] as const;
const emptyDraft: Draft = { kind: 'feature', name: '', name_ar: '', credits: '', days: '', position: '0' };
const ops = adminOps.packages;
/** A change to a package (its id), or a new one. */
type SavePackage =
  { id: number; body: BodyOf<typeof ops.update> } | { id?: undefined; body: BodyOf<typeof ops.create> };

const save = (vars: SavePackage) =>
  vars.id === undefined
    ? api(ops.create, { body: vars.body })
    : api(ops.update, { params: { id: vars.id }, body: vars.body });

/** Feature packages are data an administrator manages: price in credits, days, names, on or off. */
export function PackagesTab({ initial }: { initial?: FirstPages['packages'] }) {
  const { t } = useTranslation();
  // Every package on one page: the tab's first read is its only one.
  const query = useAdminRead(FIRST_READS.packages, FIRST_READS.packages, initial);
  const action = useAdminAction(save);
  const packages = query.data?.results ?? [];

  return (
    <div className="admin-section">
      <ActionResult result={action.result} />
      {AD_KINDS.map((kind) => {
        const ofKind = packages.filter((p) => p.kind === kind);
        return (
          <section key={kind} className="admin-packages" aria-labelledby={`packages-${kind}`}>
            <h3 id={`packages-${kind}`}>{t(`admin.ads.kinds.${kind}`)}</h3>
            {ofKind.length === 0 ? (
              <p className="muted">{t('admin.packages.none')}</p>
            ) : (
              <ul className="admin-list">
                {ofKind.map((pkg) => (
                  <PackageRow key={pkg.id} pkg={pkg} action={action} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <details className="admin-manage admin-packages__new">
        <summary>{t('admin.packages.new')}</summary>
        <PackageForm
          initial={emptyDraft}
          withKind
          submitLabel={t('admin.packages.create')}
          busy={action.mutation.isPending}
          onSubmit={(body) => action.mutation.mutate({ vars: { body }, done: 'admin.packages.created_done' })}
          schema={packageCreateSchema}
        />
      </details>
    </div>
  );
}

function PackageRow({
  pkg,
  action,
}: {
  pkg: AdminPackageItem;
  action: ReturnType<typeof useAdminAction<SavePackage>>;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const busy = action.mutation.isPending;
  return (
    <li className="admin-item" data-testid="package-item">
      <div className="admin-item__body">
        <h4 className="admin-item__title">
          {locale === 'ar' ? (
            <>
              {pkg.name_ar} · <span lang="en">{pkg.name}</span>
            </>
          ) : (
            <>
              {pkg.name} · <span lang="ar">{pkg.name_ar}</span>
            </>
          )}
          <span className={`badge admin-state admin-state--${pkg.is_active ? 'running' : 'ended'}`}>
            {pkg.is_active ? t('admin.packages.active') : t('admin.packages.inactive')}
          </span>
        </h4>
        <p className="admin-item__meta muted">
          <span>{t('admin.packages.credits_n', { count: pkg.credits, formatted: number(pkg.credits) })}</span>
          <span>{t('admin.packages.days_n', { count: pkg.days, formatted: number(pkg.days) })}</span>
          <span>{t('admin.packages.position_n', { position: number(pkg.position) })}</span>
        </p>
        <details className="admin-manage">
          <summary>{t('admin.packages.edit')}</summary>
          <PackageForm
            initial={{
              kind: pkg.kind,
              name: pkg.name,
              name_ar: pkg.name_ar,
              credits: String(pkg.credits),
              days: String(pkg.days),
              position: String(pkg.position),
            }}
            submitLabel={t('admin.packages.save')}
            busy={busy}
            onSubmit={(body) =>
              action.mutation.mutate({ vars: { id: pkg.id, body }, id: pkg.id, done: 'admin.console.saved' })
            }
            schema={packageUpdateSchema}
          />
        </details>
      </div>
      <div className="admin-item__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() =>
            action.mutation.mutate({
              vars: { id: pkg.id, body: { is_active: !pkg.is_active } },
              id: pkg.id,
              done: pkg.is_active ? 'admin.packages.deactivated_done' : 'admin.packages.activated_done',
            })
          }
        >
          {pkg.is_active ? t('admin.packages.deactivate') : t('admin.packages.activate')}
        </button>
      </div>
    </li>
  );
}

/**
 * A package's fields, checked with `schema` (the new package's or a change's), whose output is what
 * `onSubmit` sends. `withKind`: the new package's form, which picks the kind and starts again empty.
 */
function PackageForm<Body>({
  initial,
  withKind = false,
  submitLabel,
  busy,
  onSubmit,
  schema,
}: {
  initial: Draft;
  withKind?: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: Body) => void;
  schema: ZodType<Body>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    form,
    errorOf,
    register,
    onSubmit: checked,
  } = useZodForm<Body>({
    schema,
    accept: /^(admin|validation)\./,
    read: (values) => {
      const draft = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, textOf(values, name)]));
      const { kind, ...rest } = draft;
      return withKind ? { ...rest, kind } : rest;
    },
  });

  const submit = checked((data) => {
    onSubmit(data);
    // Back to the initial values, as the inputs' defaults hold them.
    if (withKind) form.reset();
  });

  const field = (name: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        className="input"
        {...register(name)}
        defaultValue={initial[name]}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={errorOf(name) ? `${id}-${name}-error` : undefined}
        {...props}
      />
      <FieldError id={`${id}-${name}-error`} error={errorOf(name)} alert={false} />
    </div>
  );

  return (
    <form className="admin-package-form" onSubmit={(e) => void submit(e)} noValidate>
      {withKind && (
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('admin.packages.kind')}</label>
          <select id={`${id}-kind`} className="input" {...register('kind')} defaultValue={initial.kind}>
            {AD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.ads.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {field('name', t('admin.packages.name'), { maxLength: 80 })}
      {field('name_ar', t('admin.packages.name_ar'), { maxLength: 80, dir: 'rtl', lang: 'ar' })}
      {field('credits', t('admin.packages.credits'), { type: 'number', inputMode: 'numeric', min: 1 })}
      {field('days', t('admin.packages.days'), { type: 'number', inputMode: 'numeric', min: 1, max: 365 })}
      {field('position', t('admin.packages.position'), { type: 'number', inputMode: 'numeric', min: 0 })}
      <div className="admin-package-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
