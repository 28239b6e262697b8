import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import {
  CONTACT_OUTCOMES,
  LEAD_NOTE_MAX,
  LEAD_REMINDER_NOTE_MAX,
  LEAD_STATUSES,
  LOST_REASONS,
  leadNoteInputSchema,
  leadStatusInputSchema,
  type ContactLogChannel,
  type ContactOutcome,
  type LeadDetail,
  type LeadStatus,
  type LeadStatusAnswer,
} from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { useModal } from '../../ui/dialog';
import { describedBy, FieldError } from '../../ui/form/field';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';
import { Link } from '../../ui/link';
import { conversationHref } from '../chat/chat-api';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { ChannelIcons } from './channel-icons';
import { failureOf } from './lead-errors';
import { counterText, dateTime, reminderInstant, telHref, userTimeZone, whatsappHref } from './lead-format';
import { LeadStatusText } from './lead-table';
import { LeadTimeline } from './lead-timeline';
import { leadKeys, leadsApi } from './leads-api';

/** Keeps a changed lead: its panel shows it at once and the inbox's rows load again. */
function useLeadUpdate(id: number) {
  const client = useQueryClient();
  return (lead: LeadDetail) => {
    client.setQueryData(leadKeys.detail(id), lead);
    void client.invalidateQueries({ queryKey: leadKeys.lists });
  };
}

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
  const { t } = useTranslation();
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
            <h2 id={titleId}>{lead ? <bdi>{lead.name}</bdi> : t('leads.panel.loading')}</h2>
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
            <p>{t(failureOf(query.error, []).form ?? 'leads.panel.load_failed')}</p>
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

/** Who the person is, what they asked about, and the ways to answer them. */
function LeadContact({
  lead,
  listingLeads,
}: {
  lead: LeadDetail;
  listingLeads: (listing: { id: number; title: string }) => { href: string; onClick: () => void };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useLeadUpdate(lead.id);
  const [asking, setAsking] = useState<ContactLogChannel>();
  const [logged, setLogged] = useState(false);
  const log = useMutation({
    mutationFn: (outcome: ContactOutcome) => leadsApi.logContact(lead.id, { channel: asking!, outcome }),
    onSuccess: (detail) => {
      update(detail);
      setAsking(undefined);
      setLogged(true);
    },
  });
  // The last listing asked about names the WhatsApp message: "Re: <title> (#id)".
  const latest = lead.listings.items.at(-1);
  const ask = (channel: ContactLogChannel) => () => {
    setLogged(false);
    log.reset();
    setAsking(channel);
  };
  return (
    <section className="lead-section lead-contact">
      <dl className="lead-facts">
        {lead.phone && (
          <div>
            <dt>{t('leads.panel.phone')}</dt>
            <dd>
              <bdi dir="ltr">{lead.phone}</bdi>
            </dd>
          </div>
        )}
        {lead.email && (
          <div>
            <dt>{t('leads.panel.email')}</dt>
            <dd>
              <a href={`mailto:${lead.email}`} dir="ltr">
                {lead.email}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('leads.panel.channels')}</dt>
          <dd>
            <ChannelIcons channels={lead.channels} />
          </dd>
        </div>
        <div>
          <dt>{t('leads.panel.listings')}</dt>
          <dd>
            <ul className="lead-listings">
              {lead.listings.items.map((listing) => {
                const leads = listingLeads(listing);
                return (
                  <li key={listing.id}>
                    <Link to={`/properties/${listing.slug}`} dir="auto">
                      {listing.title}
                    </Link>{' '}
                    <span className="muted">#{listing.id}</span> ·{' '}
                    <Link to={leads.href} onClick={leads.onClick} preventScrollReset className="lead-listings__leads">
                      {t('leads.panel.listing_leads')}
                    </Link>
                  </li>
                );
              })}
              {lead.listings.count > lead.listings.items.length && (
                <li className="muted">{t('leads.inbox.untitled')}</li>
              )}
            </ul>
          </dd>
        </div>
        {lead.assignee && (
          <div>
            <dt>{t('leads.panel.assignee')}</dt>
            <dd>
              <bdi>{lead.assignee.name}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('leads.panel.first_contact')}</dt>
          <dd>
            <time dateTime={lead.first_contact_at}>{dateTime(lead.first_contact_at, locale)}</time>
          </dd>
        </div>
      </dl>
      {!lead.phone && !lead.email && lead.person_user_id && <p className="muted">{t('leads.panel.no_details')}</p>}
      <div className="lead-actions">
        {lead.person_user_id && (
          <Link className="button" to={conversationHref(lead.person_user_id, latest?.slug)} data-testid="lead-chat">
            {t('leads.panel.reply_chat')}
          </Link>
        )}
        {lead.phone && (
          <>
            <a className="button button--ghost" href={telHref(lead.phone)} onClick={ask('phone')}>
              {t('leads.panel.call')}
            </a>
            <a
              className="button button--ghost"
              href={whatsappHref(
                lead.phone,
                latest ? t('leads.panel.whatsapp_text', { title: latest.title, id: latest.id }) : undefined,
              )}
              target="_blank"
              rel="noopener noreferrer"
              onClick={ask('whatsapp')}
            >
              {t('leads.panel.whatsapp')}
            </a>
          </>
        )}
      </div>
      {asking && (
        <div className="lead-log" role="group" aria-labelledby={`lead-log-${lead.id}`} data-testid="lead-log">
          <p id={`lead-log-${lead.id}`} className="lead-log__question">
            <strong>{t('leads.panel.log_question')}</strong> <span className="muted">{t('leads.panel.log_hint')}</span>
          </p>
          <div className="lead-log__choices">
            {CONTACT_OUTCOMES.map((outcome) => (
              <button
                key={outcome}
                type="button"
                className="button button--ghost"
                disabled={log.isPending}
                onClick={() => log.mutate(outcome)}
              >
                {t(`leads.outcomes.${outcome}`)}
              </button>
            ))}
            <button type="button" className="link-button" onClick={() => setAsking(undefined)}>
              {t('leads.panel.log_not_now')}
            </button>
          </div>
          {log.isError && <FieldError id={`lead-log-${lead.id}-error`} error={failureOf(log.error, []).form} />}
        </div>
      )}
      <p className="lead-saved" role="status">
        {logged ? t('leads.panel.logged') : ''}
      </p>
    </section>
  );
}

/** The status; lost asks why, won offers to mark the listing sold or rented. */
function StatusForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const update = useLeadUpdate(lead.id);
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [reason, setReason] = useState(lead.lost_reason ?? '');
  // The lead's status may change elsewhere (a logged call moves a new lead to contacted): show it.
  const [shown, setShown] = useState(`${lead.status}:${lead.lost_reason}`);
  if (shown !== `${lead.status}:${lead.lost_reason}`) {
    setShown(`${lead.status}:${lead.lost_reason}`);
    setStatus(lead.status);
    setReason(lead.lost_reason ?? '');
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [offer, setOffer] = useState<LeadStatusAnswer['offer_mark_listing']>(null);
  const [marked, setMarked] = useState<string>();
  const save = useMutation({
    mutationFn: (body: { status: LeadStatus; lost_reason?: string }) => leadsApi.setStatus(lead.id, body),
    onSuccess: (answer) => {
      update(answer.lead);
      setSaved(true);
      setOffer(answer.offer_mark_listing);
      setMarked(undefined);
    },
    onError: (error) => {
      const failure = failureOf(error, ['status', 'lost_reason']);
      setErrors(failure.fields);
      setFormError(failure.form);
    },
  });
  const mark = useMutation({
    mutationFn: (listing: NonNullable<LeadStatusAnswer['offer_mark_listing']>) =>
      leadsApi.markListing(listing.id, listing.purpose === 'rent' ? 'rented' : 'sold'),
    onSuccess: (_answer, listing) => {
      setOffer(null);
      setSaved(false);
      setMarked(listing.purpose === 'rent' ? 'leads.panel.marked_rent' : 'leads.panel.marked_sale');
      // The lead's listing shows its new status.
      void client.invalidateQueries({ queryKey: leadKeys.detail(lead.id) });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const body = { status, ...(status === 'lost' && reason ? { lost_reason: reason } : {}) };
    const parsed = leadStatusInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    save.mutate(body);
  };

  return (
    <section className="lead-section">
      <form className="lead-status-form" onSubmit={onSubmit} noValidate data-testid="lead-status-form">
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('leads.panel.status')}</label>
          <select
            id={`${id}-status`}
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as LeadStatus);
              setSaved(false);
              setErrors({});
            }}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={describedBy(`${id}-status`, errors.status)}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`leads.statuses.${value}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-status-error`} error={errors.status} />
        </div>
        {status === 'lost' && (
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('leads.panel.lost_reason')}</label>
            <select
              id={`${id}-reason`}
              className="input"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors({});
              }}
              aria-invalid={errors.lost_reason ? true : undefined}
              aria-describedby={describedBy(`${id}-reason`, errors.lost_reason)}
            >
              <option value="">{t('leads.panel.choose_reason')}</option>
              {LOST_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`leads.lost_reasons.${value}`)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-reason-error`} error={errors.lost_reason} />
          </div>
        )}
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('leads.panel.saving') : t('leads.panel.status_save')}
        </button>
      </form>
      <FieldError id={`${id}-form-error`} error={formError} />
      <p className="lead-saved" role="status">
        {saved && !offer ? t('leads.panel.status_saved') : ''}
        {marked ? t(marked) : ''}
      </p>
      {offer && (
        <div className="lead-offer" role="group" aria-labelledby={`${id}-offer`} data-testid="lead-offer">
          <p id={`${id}-offer`}>
            {t(offer.purpose === 'rent' ? 'leads.panel.mark_rent' : 'leads.panel.mark_sale', {
              title: isolate(offer.title),
            })}
          </p>
          <div className="lead-offer__actions">
            <button type="button" className="button" disabled={mark.isPending} onClick={() => mark.mutate(offer)}>
              {t(offer.purpose === 'rent' ? 'leads.panel.mark_yes_rent' : 'leads.panel.mark_yes_sale')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setOffer(null)}>
              {t('leads.panel.mark_no')}
            </button>
          </div>
          {mark.isError && <FieldError id={`${id}-mark-error`} error="leads.panel.mark_failed" />}
        </div>
      )}
    </section>
  );
}

/** A private note, at most LEAD_NOTE_MAX characters, with a counter; the text stays until it is saved. */
function NoteForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const update = useLeadUpdate(lead.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (note: string) => leadsApi.addNote(lead.id, note),
    onSuccess: (detail) => {
      update(detail);
      setText('');
      setSaved(true);
    },
    onError: (failure) => {
      const { fields, form } = failureOf(failure, ['text']);
      setError(fields.text ?? form);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const parsed = leadNoteInputSchema.safeParse({ text });
    if (!parsed.success) return setError(fieldErrorsOf(parsed.error).text);
    setError(undefined);
    save.mutate(parsed.data.text);
  };
  return (
    <section className="lead-section">
      <form className="lead-note" onSubmit={onSubmit} noValidate data-testid="lead-note-form">
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('leads.panel.note')}</label>
          <textarea
            id={`${id}-note`}
            className="input lead-note__text"
            rows={3}
            value={text}
            maxLength={LEAD_NOTE_MAX}
            onChange={(e) => {
              setText(e.target.value);
              setSaved(false);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-note`, error, true, `${id}-note-count`)}
            dir="auto"
          />
          <p className="field__hint lead-note__foot">
            <span id={`${id}-note-hint`}>{t('leads.panel.note_hint')}</span>
            <span id={`${id}-note-count`} className="lead-note__count" data-testid="lead-note-count">
              {counterText(text.length, LEAD_NOTE_MAX, locale)}
            </span>
          </p>
          <FieldError id={`${id}-note-error`} error={error} />
        </div>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('leads.panel.saving') : t('leads.panel.note_save')}
        </button>
        <p className="lead-saved" role="status">
          {saved ? t('leads.panel.note_saved') : ''}
        </p>
      </form>
    </section>
  );
}

/** The open reminders (overdue ones first, in red) with "Done", and the form for a new one. */
function Reminders({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const update = useLeadUpdate(lead.id);
  const [when, setWhen] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const zone = userTimeZone();
  const add = useMutation({
    mutationFn: (dueAt: string) =>
      leadsApi.addReminder(lead.id, { due_at: dueAt, note: note.trim() || undefined, time_zone: zone }),
    onSuccess: (detail) => {
      update(detail);
      setWhen('');
      setNote('');
      setSaved(true);
    },
    onError: (error) => {
      const failure = failureOf(error, ['due_at', 'note']);
      setErrors(failure.fields);
      setFormError(failure.form);
    },
  });
  const done = useMutation({
    mutationFn: (reminderId: number) => leadsApi.completeReminder(lead.id, reminderId),
    onSuccess: update,
  });
  const open = lead.reminders.filter((r) => !r.done_at);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const dueAt = reminderInstant(when);
    if (!dueAt) return setErrors({ due_at: 'leads.errors.due_at_invalid' });
    setErrors({});
    // Whether the time is still ahead is the server's to say: it is the clock every reminder runs on.
    add.mutate(dueAt);
  };

  return (
    <>
      {open.length ? (
        <ul className="lead-reminders" data-testid="lead-reminders">
          {open.map((reminder) => (
            <li
              key={reminder.id}
              className={reminder.overdue ? 'lead-reminder lead-reminder--overdue' : 'lead-reminder'}
            >
              <div>
                {reminder.overdue && <strong>{t('leads.panel.reminder_overdue')} · </strong>}
                <time dateTime={reminder.due_at}>{dateTime(reminder.due_at, locale)}</time>
                <span className="muted"> · {t('leads.panel.reminder_for', { name: isolate(reminder.user.name) })}</span>
                {reminder.note && (
                  <p className="lead-reminder__note" dir="auto">
                    {reminder.note}
                  </p>
                )}
              </div>
              <button
                type="button"
                className="button button--ghost"
                disabled={done.isPending}
                onClick={() => done.mutate(reminder.id)}
                aria-label={t('leads.panel.reminder_done_label', { time: dateTime(reminder.due_at, locale) })}
              >
                {t('leads.panel.reminder_done')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('leads.panel.no_reminders')}</p>
      )}
      <form className="lead-reminder-form" onSubmit={onSubmit} noValidate data-testid="lead-reminder-form">
        <div className="field">
          <label htmlFor={`${id}-when`}>{t('leads.panel.reminder_when')}</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            className="input"
            value={when}
            onChange={(e) => {
              setWhen(e.target.value);
              setSaved(false);
            }}
            aria-invalid={errors.due_at ? true : undefined}
            aria-describedby={describedBy(`${id}-when`, errors.due_at, true)}
          />
          <p className="field__hint" id={`${id}-when-hint`}>
            {t('leads.panel.reminder_zone', { zone })}
          </p>
          <FieldError id={`${id}-when-error`} error={errors.due_at} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-what`}>{t('leads.panel.reminder_note')}</label>
          <input
            id={`${id}-what`}
            className="input"
            value={note}
            maxLength={LEAD_REMINDER_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy(`${id}-what`, errors.note)}
            dir="auto"
          />
          <FieldError id={`${id}-what-error`} error={errors.note} />
        </div>
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? t('leads.panel.saving') : t('leads.panel.reminder_save')}
        </button>
      </form>
      <FieldError id={`${id}-form-error`} error={formError ?? (done.isError ? 'leads.panel.failed' : undefined)} />
      <p className="lead-saved" role="status">
        {saved ? t('leads.panel.reminder_saved') : ''}
      </p>
    </>
  );
}
