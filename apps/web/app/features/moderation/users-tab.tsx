import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { creditGrantSchema, listingQuotaSchema, suspendUserSchema, type AdminUserItem } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { api, type BodyOf } from '../../lib/api/api-client';
import { pageParam, useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { ActionResult, ListState, Pager, useAdminRead } from './admin-parts';
import { adminRead, FIRST_READS, type FirstPages } from './admin-reads';

const ops = adminOps.users;
/** What an administrator does to an account, with the body its operation reads. */
type UserAction = { id: number } & (
  | { kind: 'verify'; body: BodyOf<typeof ops.verify> }
  | { kind: 'suspend'; body: BodyOf<typeof ops.suspend> }
  | { kind: 'reactivate' }
  | { kind: 'quota'; body: BodyOf<typeof ops.quota> }
  | { kind: 'credits'; body: BodyOf<typeof ops.credits> }
);

function callFor(action: UserAction) {
  const params = { id: action.id };
  switch (action.kind) {
    case 'reactivate':
      return api(ops.reactivate, { params });
    case 'verify':
      return api(ops.verify, { params, body: action.body });
    case 'suspend':
      return api(ops.suspend, { params, body: action.body });
    case 'quota':
      return api(ops.quota, { params, body: action.body });
    case 'credits':
      return api(ops.credits, { params, body: action.body });
  }
}

/** Accounts: search, verify, suspend or reactivate, listing quota and credit grants. */
export function UsersTab({ initial }: { initial?: FirstPages['users'] }) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = adminRead(ops.list, { query: { q, page: pageParam(page) } });
  const query = useAdminRead(list, FIRST_READS.users, initial);
  const action = useAdminAction(callFor);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  return (
    <div className="admin-section">
      <form className="admin-search" role="search" onSubmit={search}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('admin.users.search_label')}
        </label>
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t('admin.users.search_placeholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          {t('admin.users.search')}
        </button>
      </form>
      <ActionResult result={action.result} />
      <ListState query={query} empty="admin.users.empty" />
      <ul className="admin-list">
        {query.data?.results.map((user) => (
          <UserItem key={user.id} user={user} action={action} />
        ))}
      </ul>
      <Pager page={page} pages={query.data?.pages ?? 1} onPage={setPage} />
    </div>
  );
}

function UserItem({ user, action }: { user: AdminUserItem; action: ReturnType<typeof useAdminAction<UserAction>> }) {
  const { t, tDynamic } = useTranslation();
  const { number, date } = useFormat();
  const id = useId();
  const [reason, setReason] = useState('');
  const [quota, setQuota] = useState(String(user.listing_quota));
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: string; key: string }>();
  const busy = action.mutation.isPending;
  const active = user.account_status === 'active';
  const run = (vars: UserAction, done: string) => action.mutation.mutate({ vars, id: user.id, done });

  const check = <T,>(
    field: string,
    result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
  ): T | undefined => {
    if (result.success) {
      setError(undefined);
      return result.data;
    }
    setError({ field, key: result.error.issues[0]?.message ?? 'validation.invalid' });
    return undefined;
  };
  const fieldError = (field: string) =>
    error?.field === field ? (
      <p className="field__error" id={`${id}-${field}-error`} role="alert">
        {tDynamic(error.key)}
      </p>
    ) : null;

  return (
    <li className="admin-item admin-item--user" data-testid="user-item">
      <div className="admin-item__body">
        <h3 className="admin-item__title">
          <Link to={`/profile/${user.slug}/`}>{user.full_name}</Link>
          {user.is_verified_user && <span className="badge badge--verified">{t('admin.users.verified')}</span>}
          {user.is_admin && <span className="badge">{t('admin.users.admin')}</span>}
        </h3>
        <p className="admin-item__meta muted">
          <span>{user.email}</span>
          <span>{t(`account_types.${user.type}`)}</span>
          <span>
            {t('admin.users.member_since')} {date(user.member_since)}
          </span>
        </p>
        <p className="admin-item__meta">
          <span>
            <span className={`status-dot status-dot--${active ? 'active' : 'inactive'}`} aria-hidden="true" />
            {t(`account_status.${user.account_status}`)}
          </span>
          <span>
            {t('admin.users.listings', { live: number(user.live_listings), quota: number(user.listing_quota) })}
          </span>
          <span>{t('admin.users.credits', { count: user.credits, formatted: number(user.credits) })}</span>
        </p>
        <details className="admin-manage">
          <summary>{t('admin.users.manage')}</summary>
          <div className="admin-manage__grid">
            <div className="admin-form">
              <p className="admin-form__title">{t('admin.users.badge')}</p>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() =>
                  run(
                    { id: user.id, kind: 'verify', body: { verified: !user.is_verified_user } },
                    user.is_verified_user ? 'admin.users.unverified_done' : 'admin.users.verified_done',
                  )
                }
              >
                {user.is_verified_user ? t('admin.users.unverify') : t('admin.users.verify')}
              </button>
            </div>

            {!user.is_admin || !active ? (
              <div className="admin-form">
                <p className="admin-form__title">{t('admin.users.status')}</p>
                {active ? (
                  <>
                    <label htmlFor={`${id}-reason`}>{t('admin.users.suspend_reason')}</label>
                    <textarea
                      id={`${id}-reason`}
                      className="input"
                      rows={2}
                      maxLength={1000}
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                      aria-describedby={error?.field === 'reason' ? `${id}-reason-error` : undefined}
                      dir="auto"
                    />
                    {fieldError('reason')}
                    <button
                      type="button"
                      className="button admin-danger"
                      disabled={busy}
                      onClick={() => {
                        const body = check('reason', suspendUserSchema.safeParse({ reason }));
                        if (body) run({ id: user.id, kind: 'suspend', body }, 'admin.users.suspended_done');
                      }}
                    >
                      {t('admin.users.suspend')}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => run({ id: user.id, kind: 'reactivate' }, 'admin.users.reactivated_done')}
                  >
                    {t('admin.users.reactivate')}
                  </button>
                )}
              </div>
            ) : null}

            <form
              className="admin-form"
              onSubmit={(event) => {
                event.preventDefault();
                const body = check('quota', listingQuotaSchema.safeParse({ listing_quota: quota }));
                if (body) run({ id: user.id, kind: 'quota', body }, 'admin.users.quota_done');
              }}
            >
              <label htmlFor={`${id}-quota`} className="admin-form__title">
                {t('admin.users.quota')}
              </label>
              <input
                id={`${id}-quota`}
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                max={10000}
                value={quota}
                onChange={(event) => setQuota(event.target.value)}
                aria-describedby={error?.field === 'quota' ? `${id}-quota-error` : undefined}
              />
              {fieldError('quota')}
              <button type="submit" className="button button--ghost" disabled={busy}>
                {t('admin.users.save_quota')}
              </button>
            </form>

            <form
              className="admin-form"
              onSubmit={(event) => {
                event.preventDefault();
                const body = check('amount', creditGrantSchema.safeParse({ amount, note }));
                if (body) {
                  run({ id: user.id, kind: 'credits', body }, 'admin.users.credits_done');
                  setAmount('');
                  setNote('');
                }
              }}
            >
              <p className="admin-form__title">{t('admin.users.grant')}</p>
              <label htmlFor={`${id}-amount`}>{t('admin.users.amount')}</label>
              <input
                id={`${id}-amount`}
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                aria-describedby={error?.field === 'amount' ? `${id}-amount-error` : undefined}
              />
              {fieldError('amount')}
              <label htmlFor={`${id}-note`}>{t('admin.users.note')}</label>
              <input
                id={`${id}-note`}
                className="input"
                value={note}
                maxLength={300}
                onChange={(event) => setNote(event.target.value)}
                dir="auto"
              />
              <button type="submit" className="button button--ghost" disabled={busy}>
                {t('admin.users.grant_button')}
              </button>
            </form>
          </div>
        </details>
      </div>
    </li>
  );
}
