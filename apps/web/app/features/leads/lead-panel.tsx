import { useQuery } from '@tanstack/react-query';
import { useId, type MouseEvent } from 'react';
import { useModal } from '../../ui/dialog';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LeadContact } from './lead-contact';
import { failureOf } from './lead-errors';
import { NoteForm } from './lead-note-form';
import { Reminders } from './lead-reminders';
import { StatusForm } from './lead-status-form';
import { leadName } from './lead-format';
import { LeadStatusText } from './lead-table';
import { LeadTimeline } from './lead-timeline';
import { leadKeys, leadsApi } from './leads-api';

/**
 * The lead panel (issue 36): a side panel on wide screens, the whole screen on phones, opened by
 * the inbox's `&lead=<id>`. Who the person is and how to reach them, what they asked about, the
 * work on the lead (status, notes, reminders, logged calls) and its timeline.
 */
export function LeadPanel({
  id,
  targetMinutes,
  names,
  listingLeads,
  onClose,
}: {
  id: number;
  targetMinutes: number;
  /** Members' names by id (the agency seat), for assignments in the timeline. */
  names: ReadonlyMap<number, string>;
  /** The inbox filtered by one of the lead's listings, and what to remember of it first. */
  listingLeads: (listing: { id: number; title: string }) => { href: string; onClick: () => void };
  onClose: () => void;
}) {
  const { t, tDynamic } = useTranslation();
  const titleId = useId();
  const dialog = useModal();
  const query = useQuery({ queryKey: leadKeys.detail(id), queryFn: () => leadsApi.detail(id), retry: false });
  const lead = query.data;
  // A click on the backdrop (outside the sheet) closes it, as Escape does.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };
  return (
    <dialog
      ref={dialog}
      className="lead-panel"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdrop}
      data-testid="lead-panel"
    >
      <div className="lead-panel__sheet">
        <header className="lead-panel__head">
          <div>
            <p className="lead-panel__eyebrow muted">{t('leads.panel.label')}</p>
            <h2 id={titleId}>{lead ? <bdi>{leadName(lead.name, tDynamic)}</bdi> : t('leads.panel.loading')}</h2>
            {lead && <LeadStatusText lead={lead} targetMinutes={targetMinutes} />}
          </div>
          <button
            type="button"
            className="lead-panel__close"
            onClick={() => dialog.current?.close()}
            aria-label={t('leads.panel.close')}
          >
            ×
          </button>
        </header>
        {query.isError ? (
          <div className="lead-panel__body" role="alert">
            <p>{tDynamic(failureOf(query.error, []).form ?? 'leads.panel.load_failed')}</p>
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {t('leads.panel.retry')}
            </button>
          </div>
        ) : !lead ? (
          <div className="lead-panel__body" aria-busy="true">
            <p className="muted">{t('leads.panel.loading')}</p>
          </div>
        ) : (
          <div className="lead-panel__body">
            <LeadContact lead={lead} listingLeads={listingLeads} />
            <StatusForm lead={lead} />
            <section className="lead-section" aria-labelledby={`${titleId}-reminders`}>
              <h3 id={`${titleId}-reminders`}>{t('leads.panel.reminders')}</h3>
              <Reminders lead={lead} />
            </section>
            <NoteForm lead={lead} />
            <section className="lead-section" aria-labelledby={`${titleId}-timeline`}>
              <h3 id={`${titleId}-timeline`}>{t('leads.panel.timeline')}</h3>
              <LeadTimeline lead={lead} names={names} />
            </section>
          </div>
        )}
      </div>
    </dialog>
  );
}
