import { useState, type MouseEvent } from 'react';
import { LEADS_EXPORT_MAX, type LeadList } from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { exportHref, type InboxState } from './inbox-state';

/** "3 leads · 7 contacts" and the CSV of the same filter. */
export function Summary({ data, state, loading }: { data: LeadList; state: InboxState; loading: boolean }) {
  const { t, tDynamic } = useTranslation();
  const { number } = useFormat();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const href = exportHref(state);

  // A plain link (it works without scripts); with them, a refusal is said here instead of opening
  // the server's error as a page: 413 "Narrow the filter", 429 too many downloads.
  const onDownload = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    if (data.totals.leads > LEADS_EXPORT_MAX) return setProblem('leads.errors.export_too_large');
    setBusy(true);
    try {
      const response = await fetch(href, { credentials: 'include' });
      if (!response.ok) {
        const body = await response.json().catch(() => undefined);
        throw new ApiRequestError(response.status, body);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'leads.csv';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.status === 413
          ? 'leads.errors.export_too_large'
          : error instanceof ApiRequestError && error.status === 429
            ? 'leads.errors.too_many_exports'
            : 'leads.inbox.export_failed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="leads-summary">
      <p className="leads-summary__totals" aria-live="polite" aria-busy={loading} data-testid="leads-totals">
        {data.totals.capped
          ? t('leads.totals_capped', { count: data.totals.leads, formatted: number(data.totals.leads) })
          : t('leads.totals', {
              leads: t('leads.leads_count', { count: data.totals.leads }),
              contacts: t('leads.contacts_count', { count: data.totals.contacts }),
            })}
      </p>
      <a
        className="button button--ghost"
        href={href}
        download
        onClick={(e) => void onDownload(e)}
        aria-disabled={busy || undefined}
        data-testid="leads-export"
      >
        {t('leads.inbox.download')}
      </a>
      {problem && (
        <p className="field__error leads-summary__problem" role="alert">
          {tDynamic(problem)}
        </p>
      )}
    </div>
  );
}
