import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { AD_KINDS, AD_STATUSES, type AdminAdItem } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { api } from '../../lib/api/api-client';
import { pageParam, useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { ActionResult, FilterButtons, ListState, Pager, useAdminRead } from './admin-parts';
import { adminRead, FIRST_READS, type FirstPages } from './admin-reads';

type Kind = 'all' | AdminAdItem['kind'];
type Status = 'all' | AdminAdItem['status'];

/** Feature ads, banners and blazing deals: filter by kind and state, block or unblock. */
export function AdsTab({ initial }: { initial?: FirstPages['ads'] }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const [kind, setKind] = useState<Kind>('all');
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const list = adminRead(adminOps.ads.list, {
    query: {
      kind: kind === 'all' ? undefined : kind,
      status: status === 'all' ? undefined : status,
      page: pageParam(page),
    },
  });
  const query = useAdminRead(list, FIRST_READS.ads, initial);
  const action = useAdminAction((vars: { id: number; block: boolean }) =>
    api(vars.block ? adminOps.ads.block : adminOps.ads.unblock, { params: { id: vars.id } }),
  );

  return (
    <div className="admin-section">
      <div className="admin-toolbar">
        <FilterButtons
          label={t('admin.ads.kind')}
          value={kind}
          options={(['all', ...AD_KINDS] as const).map((value) => ({
            value,
            label: t(`admin.ads.kinds.${value}`),
          }))}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
        />
        <FilterButtons
          label={t('admin.ads.state')}
          value={status}
          options={(['all', ...AD_STATUSES] as const).map((value) => ({
            value,
            label: t(`admin.ads.statuses.${value}`),
          }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      <ActionResult result={action.result} />
      <ListState query={query} empty="admin.ads.empty" />
      <ul className="admin-list">
        {query.data?.results.map((ad) => (
          <li key={ad.id} className="admin-item" data-testid="ad-item">
            <div className="admin-item__body">
              <p className="admin-item__meta">
                <span className="badge">{t(`admin.ads.kind_single.${ad.kind}`)}</span>
                <span className={`badge admin-state admin-state--${ad.state}`}>
                  {t(`admin.ads.states.${ad.state}`)}
                </span>
              </p>
              <h3 className="admin-item__title">
                {ad.link?.startsWith('/') ? (
                  <Link to={ad.link} dir="auto">
                    {ad.title || t('admin.ads.untitled')}
                  </Link>
                ) : (
                  <span dir="auto">{ad.title || t('admin.ads.untitled')}</span>
                )}
              </h3>
              <p className="admin-item__meta muted">
                <span>
                  {t('admin.review.owner')}: {ad.owner.full_name} ({ad.owner.email})
                </span>
                <span>{ad.package_name}</span>
                <span>
                  <time dateTime={ad.starts_at}>{date(ad.starts_at)}</time> –{' '}
                  <time dateTime={ad.ends_at}>{date(ad.ends_at)}</time>
                </span>
              </p>
            </div>
            <div className="admin-item__actions">
              {ad.status === 'blocked' ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={action.mutation.isPending}
                  onClick={() =>
                    action.mutation.mutate({
                      vars: { id: ad.id, block: false },
                      id: ad.id,
                      done: 'admin.ads.unblocked_done',
                    })
                  }
                >
                  {t('admin.ads.unblock')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button admin-danger"
                  disabled={action.mutation.isPending}
                  onClick={() =>
                    action.mutation.mutate({
                      vars: { id: ad.id, block: true },
                      id: ad.id,
                      done: 'admin.ads.blocked_done',
                    })
                  }
                >
                  {t('admin.ads.block')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={query.data?.pages ?? 1} onPage={setPage} />
    </div>
  );
}
