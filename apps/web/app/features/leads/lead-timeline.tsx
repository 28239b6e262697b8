import type { LeadDetail, LeadEvent } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { dateTime, leadName } from './lead-format';

const CONTACTS = new Set<LeadEvent['kind']>([
  'form',
  'chat_message',
  'whatsapp_click',
  'phone_reveal',
  'phone_click',
  'sms_click',
  'email_click',
]);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * A lead's timeline, newest first: the person's contacts with their message, and the lister's
 * notes, status changes, logged calls, reminders and assignments, each with who and when.
 */
export function LeadTimeline({ lead, names }: { lead: LeadDetail; names: ReadonlyMap<number, string> }) {
  const { t } = useTranslation();
  const events = [...lead.events].reverse();
  if (!events.length) return <p className="muted">{t('leads.timeline.empty')}</p>;
  return (
    <ol className="lead-timeline" data-testid="lead-timeline">
      {events.map((event) => (
        <TimelineEvent key={event.id} event={event} lead={lead} names={names} />
      ))}
    </ol>
  );
}

function TimelineEvent({
  event,
  lead,
  names,
}: {
  event: LeadEvent;
  lead: LeadDetail;
  names: ReadonlyMap<number, string>;
}) {
  const { t, tDynamic } = useTranslation();
  const locale = useLocale();
  const p = event.payload;
  const actor =
    event.actor === 'seeker'
      ? leadName(lead.name, tDynamic)
      : event.actor === 'system'
        ? t('leads.timeline.system')
        : (event.actor_user?.name ?? '');
  const status = (value: unknown) => (text(value) ? tDynamic(`leads.statuses.${text(value)}`) : '–');
  // The service writes `lost_reason`; older events (the demo seed) `reason`.
  const reason = text(p.lost_reason) ?? text(p.reason);

  let detail: string | undefined;
  let quote: string | undefined;
  if (CONTACTS.has(event.kind)) {
    quote = text(p.message);
  } else if (event.kind === 'status_change') {
    detail = t('leads.timeline.status', { from: status(p.from), to: status(p.to) });
    if (reason) detail += ` · ${t('leads.timeline.lost', { reason: tDynamic(`leads.lost_reasons.${reason}`) })}`;
  } else if (event.kind === 'note') {
    quote = text(p.text);
  } else if (event.kind === 'call_logged') {
    const channel = text(p.channel) ?? event.channel ?? 'phone';
    const outcome = text(p.outcome);
    detail = t('leads.timeline.call', {
      channel: tDynamic(`leads.channels.${channel}`),
      outcome: outcome ? tDynamic(`leads.outcomes.${outcome}`) : '–',
    });
  } else if (event.kind === 'reminder_set') {
    const due = text(p.due_at);
    if (due) detail = t('leads.timeline.reminder', { time: dateTime(due, locale) });
    quote = text(p.note);
  } else if (event.kind === 'assigned') {
    const to = typeof p.to === 'number' ? names.get(p.to) : undefined;
    if (to) detail = t('leads.timeline.assigned', { name: isolate(to) });
  }

  return (
    <li className={`lead-event lead-event--${event.actor}`} data-kind={event.kind}>
      <p className="lead-event__head">
        <strong>{t(`leads.events.${event.kind}`)}</strong>
        {detail && <span className="lead-event__detail"> · {detail}</span>}
      </p>
      {event.listing && CONTACTS.has(event.kind) && (
        <p className="lead-event__about">
          {t('leads.timeline.about', { title: isolate(event.listing.title || t('leads.inbox.untitled')) })}
        </p>
      )}
      {quote && (
        <blockquote className="lead-event__quote" dir="auto">
          {quote}
        </blockquote>
      )}
      <p className="lead-event__meta muted">
        {actor && <bdi>{actor}</bdi>}
        {actor && ' · '}
        <time dateTime={event.at}>{dateTime(event.at, locale)}</time>
      </p>
    </li>
  );
}
