import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { intlTagOf, type Conversation } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { UserAvatar } from '../../ui/user-avatar';
import { chatKeys, conversationHref, fetchConversations } from '../../lib/chat/chat-api';
import { preview, timeAgo } from './chat-format';
import './chat-phone.css';
import { ConversationView } from './conversation-view';
import { realtimeStatus } from './realtime';
import { useHydrated } from '../../ui/use-hydrated';
import { useMinuteTick } from './use-clock';
import './chat.css';

/** `/dashboard?tab=messages`: conversations beside the open one (one pane at a time on phones). */
export function ChatInbox({ me }: { me: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  useMinuteTick();
  const raw = Number(params.get('user'));
  const openId = Number.isInteger(raw) && raw > 0 && raw !== me ? raw : null;
  const conversations = useQuery({ queryKey: chatKeys.conversations, queryFn: fetchConversations, enabled: hydrated });
  const connection = useSyncExternalStore(realtimeStatus.subscribe, realtimeStatus.get, realtimeStatus.getServer);

  return (
    <div className="inbox" data-open={openId ? 'conversation' : 'list'} data-testid="chat-inbox">
      <section className="inbox__list" aria-labelledby="inbox-list-title">
        <h3 id="inbox-list-title" className="inbox__list-title">
          {t('chat.inbox.conversations')}
        </h3>
        {connection === 'reconnecting' && (
          <p className="thread__notice" role="status" data-testid="inbox-reconnecting">
            {t('chat.inbox.reconnecting')}
          </p>
        )}
        {conversations.isError ? (
          <div className="inbox__empty">
            <p>{t('chat.inbox.load_failed')}</p>
            <button type="button" className="button button--ghost" onClick={() => void conversations.refetch()}>
              {t('chat.inbox.retry')}
            </button>
          </div>
        ) : !conversations.data ? (
          <p className="inbox__empty muted" aria-busy="true">
            {t('chat.inbox.loading')}
          </p>
        ) : conversations.data.results.length === 0 ? (
          <div className="inbox__empty" data-testid="inbox-empty">
            <p>
              <strong>{t('chat.inbox.empty_title')}</strong>
            </p>
            <p className="muted">{t('chat.inbox.empty_text')}</p>
            <Link to="/properties" className="button">
              {t('chat.inbox.browse')}
            </Link>
          </div>
        ) : (
          <ul className="inbox__conversations">
            {conversations.data.results.map((c) => (
              <ConversationRow key={c.user.id} conversation={c} me={me} active={c.user.id === openId} />
            ))}
          </ul>
        )}
      </section>
      <section className="inbox__pane" aria-label={t('chat.inbox.conversation')}>
        {openId ? (
          hydrated && (
            <ConversationView key={openId} me={me} otherId={openId} aboutSlug={params.get('listing') ?? undefined} />
          )
        ) : (
          <div className="inbox__placeholder muted">
            <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
              <path
                d="M4 5h16v11H8l-4 4V5Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
            <p>{t('chat.inbox.pick')}</p>
          </div>
        )}
      </section>
    </div>
  );
}

function ConversationRow({ conversation: c, me, active }: { conversation: Conversation; me: number; active: boolean }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const mine = c.last_message.sender_id === me;
  return (
    <li>
      <Link
        to={conversationHref(c.user.id)}
        className={`inbox__row${c.unread_count ? ' is-unread' : ''}`}
        aria-current={active ? 'page' : undefined}
        preventScrollReset
        data-testid="conversation-row"
      >
        <span className="inbox__avatar">
          <UserAvatar src={c.user.profile_picture} name="" size={44} />
          {c.user.is_online && <span className="online-dot" title={t('chat.presence.online')} />}
        </span>
        <span className="inbox__row-text">
          <span className="inbox__row-top">
            <strong className="inbox__name">{c.user.deleted ? t('account.deleted_account') : c.user.name}</strong>
            <time className="inbox__time" dateTime={c.last_message.created_at}>
              {timeAgo(c.last_message.created_at, intlTagOf(locale))}
            </time>
          </span>
          <span className="inbox__row-bottom">
            <span className="inbox__last" dir="auto">
              {mine && <span className="muted">{t('chat.inbox.you')} </span>}
              {preview(c.last_message.message, 70)}
            </span>
            {c.unread_count > 0 && (
              <span className="count-badge" aria-label={t('chat.inbox.unread', { count: c.unread_count })}>
                {number(c.unread_count)}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
