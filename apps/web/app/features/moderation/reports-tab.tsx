import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { AdminReportItem, ReportStatus } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { api, type BodyOf } from '../../lib/api/api-client';
import { pageParam, useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { ActionResult, FilterButtons, ListState, Pager, useAdminRead } from './admin-parts';
import { adminRead, FIRST_READS, type FirstPages } from './admin-reads';
import { HeldMessagesSection } from './held-messages-section';

type Decide = { id: number; body: BodyOf<typeof adminOps.reports.decide> };

/** Reports: what was reported (with a link), why, by whom; resolve, dismiss, or hide the listing. */
export function ReportsTab({ initial }: { initial?: FirstPages['reports'] }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const list = adminRead(adminOps.reports.list, { query: { status, page: pageParam(page) } });
  const query = useAdminRead(list, FIRST_READS.reports, initial);
  const action = useAdminAction((vars: Decide) =>
    api(adminOps.reports.decide, { params: { id: vars.id }, body: vars.body }),
  );

  return (
    <div className="admin-section">
      <HeldMessagesSection />
      <div className="admin-toolbar">
        <FilterButtons
          label={t('admin.reports.filter')}
          value={status}
          options={(['open', 'resolved', 'dismissed'] as const).map((value) => ({
            value,
            label: t(`admin.reports.status.${value}`),
          }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <p className="muted">{t('admin.reports.count', { count: query.data?.count ?? 0 })}</p>
      </div>
      <ActionResult result={action.result} />
      <ListState query={query} empty="admin.reports.empty" />
      <ul className="admin-list">
        {query.data?.results.map((report) => (
          <ReportItem key={report.id} report={report} action={action} />
        ))}
      </ul>
      <Pager page={page} pages={query.data?.pages ?? 1} onPage={setPage} />
    </div>
  );
}

function ReportItem({
  report,
  action,
}: {
  report: AdminReportItem;
  action: ReturnType<typeof useAdminAction<Decide>>;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const id = useId();
  const [hiding, setHiding] = useState(false);
  const [note, setNote] = useState('');
  const busy = action.mutation.isPending;
  const aboutListing = report.target_type === 'listing' || report.target_type === 'listing_comment';
  const decide = (body: Decide['body'], done: string) =>
    action.mutation.mutate({ vars: { id: report.id, body }, id: report.id, done });

  return (
    <li className="admin-item admin-item--report" data-testid="report-item">
      <div className="admin-item__body">
        <p className="admin-item__meta">
          <span className="badge">{t(`admin.targets.${report.target_type}`)}</span>
          <span className="badge badge--warn">{t(`admin.reasons.${report.reason}`)}</span>
          <span className="badge" data-testid="report-weight">
            {t('admin.reports_weight', { weight: report.reporter_weight })}
          </span>
          <time dateTime={report.created_at} className="muted">
            {date(report.created_at)}
          </time>
        </p>
        <h3 className="admin-item__title">
          {report.target ? (
            report.target.link ? (
              <Link to={report.target.link} dir="auto">
                {report.target.title}
              </Link>
            ) : (
              <span dir="auto">{report.target.title}</span>
            )
          ) : (
            <span className="muted">{t('admin.reports.target_gone')}</span>
          )}
        </h3>
        {report.target?.excerpt && (
          <blockquote className="admin-quote" dir="auto">
            {report.target.excerpt}
          </blockquote>
        )}
        {report.details && (
          <p>
            <strong>{t('admin.reports.details')}:</strong> <span dir="auto">{report.details}</span>
          </p>
        )}
        {report.evidence_url && (
          <p>
            <a href={report.evidence_url} target="_blank" rel="noopener noreferrer">
              <img
                src={report.evidence_url}
                alt={t('admin.report.evidence_label')}
                className="admin-evidence"
                loading="lazy"
              />
            </a>
          </p>
        )}
        <p className="muted">
          {t('admin.reports.reporter')}:{' '}
          <Link to={`/profile/${report.reporter.slug}/`}>{report.reporter.full_name}</Link> ({report.reporter.email})
        </p>
        {hiding && (
          <div className="admin-form">
            <label htmlFor={`${id}-note`}>{t('admin.reports.hide_note')}</label>
            <textarea
              id={`${id}-note`}
              className="input"
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              dir="auto"
            />
          </div>
        )}
      </div>
      {report.status === 'open' ? (
        <div className="admin-item__actions">
          {hiding ? (
            <>
              <button
                type="button"
                className="button admin-danger"
                disabled={busy}
                onClick={() => decide({ decision: 'resolve', hide_listing: true, note }, 'admin.reports.hidden_done')}
              >
                {t('admin.reports.confirm_hide')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setHiding(false)}>
                {t('admin.console.cancel')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => decide({ decision: 'resolve' }, 'admin.reports.resolved_done')}
              >
                {t('admin.reports.resolve')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => decide({ decision: 'dismiss' }, 'admin.reports.dismissed_done')}
              >
                {t('admin.reports.dismiss')}
              </button>
              {aboutListing && report.target && (
                <button
                  type="button"
                  className="button button--ghost admin-danger-text"
                  onClick={() => setHiding(true)}
                >
                  {t('admin.reports.hide_listing')}
                </button>
              )}
            </>
          )}
        </div>
      ) : (
        <p className="admin-item__actions muted">
          {t(`admin.reports.status.${report.status}`)}
          {report.resolved_at ? ` · ${date(report.resolved_at)}` : ''}
        </p>
      )}
    </li>
  );
}
