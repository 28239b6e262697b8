import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTACT_OUTCOMES, type ContactLogChannel, type ContactOutcome, type LeadDetail } from '@estate/shared';
import { FieldError } from '../../ui/form/field';
import { Link } from '../../lib/link';
import { conversationHref } from '../../lib/chat/chat-api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { failureOf } from './lead-errors';
import { telHref, whatsappHref } from './lead-format';
import { useLeadUpdate } from './lead-update';
import { leadsApi } from './leads-api';

/** The chat, call and WhatsApp links, and after a call or a message, "Log this contact?". */
export function LeadContactActions({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
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
    <>
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
    </>
  );
}
