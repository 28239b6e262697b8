import { useState } from 'react';
import type { LeadList, LeadRow } from '@estate/shared';
import { LinkPager } from '../../ui/pager';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { inboxHref, type InboxState } from './inbox-state';
import type { LeadAccess } from './lead-access';
import { BulkBar } from './lead-bulk-bar';
import { LeadTable } from './lead-table';

/** The rows with their selection and bulk changes, or why there are none; then the pages. */
export function Results({
  data,
  state,
  access,
  onClearFilters,
}: {
  data: LeadList;
  state: InboxState;
  access: LeadAccess;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  // The selection belongs to one page of one filter (the parent gives each its own key).
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [changed, setChanged] = useState<number>();
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const rows: LeadRow[] = data.results;
  if (!rows.length) {
    return (
      <div className="leads-empty leads-empty--filtered">
        <p>{t('leads.inbox.empty_filter')}</p>
        <button type="button" className="button button--ghost" onClick={onClearFilters}>
          {t('leads.inbox.clear')}
        </button>
      </div>
    );
  }
  return (
    <>
      {access.assign && selected.size > 0 && (
        <BulkBar
          ids={[...selected]}
          people={access.people}
          onDone={(count) => {
            setSelected(new Set());
            setChanged(count);
          }}
          onClear={() => setSelected(new Set())}
        />
      )}
      <p className="lead-saved" role="status">
        {changed !== undefined && !selected.size ? t('leads.bulk.updated', { count: changed }) : ''}
      </p>
      <LeadTable
        rows={rows}
        access={access}
        targetMinutes={data.response_target_minutes}
        hrefOf={(id) => inboxHref({ ...state, lead: id })}
        selected={selected}
        onSelect={onSelect}
      />
      <LinkPager
        block="community-pager"
        page={data.page}
        pages={data.pages}
        href={(page) => inboxHref({ ...state, page, lead: undefined })}
        preventScrollReset
        texts={{
          label: t('leads.inbox.pages'),
          previous: t('leads.inbox.previous'),
          next: t('leads.inbox.next'),
          status: t('leads.inbox.page_of', { page: number(data.page), pages: number(data.pages) }),
        }}
      />
    </>
  );
}
