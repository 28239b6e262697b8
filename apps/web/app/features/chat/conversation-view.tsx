import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { intlTagOf } from '@estate/shared';
import { ApiRequestError, newIdempotencyKey } from '../../lib/api/api-client';
import { useLocale } from '../../lib/i18n/use-locale';
import { UserAvatar } from '../../ui/user-avatar';
import { chatKeys, fetchMessages, sendMessage } from '../../lib/chat/chat-api';
import { timeAgo } from './chat-format';
import {
  applyMessageToConversations,
  flattenMessages,
  mergeMessage,
  patchMessages,
  type MessagesData,
  type ShownMessage,
} from './chat-cache';
import { Composer } from './composer';
import { AboutChip, ListingRefCard, useAboutListing } from './listing-ref';
import { useMarkRead, useThreadScroll, useTypingIndicator } from './conversation-hooks';
import { emitChat, realtimeStatus, setActiveConversation } from './realtime';
import { HeldNote, SafetyNotice } from './safety-notice';

let localKey = 0;

/** One conversation: history (older pages load as you scroll up), typing, receipts and the composer. */
export function ConversationView({ me, otherId, aboutSlug }: { me: number; otherId: number; aboutSlug?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const qc = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(otherId),
    queryFn: ({ pageParam }) => fetchMessages(otherId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
  });
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  // The properties messages are about (issue 17), and the one a new conversation starts about.
  const listingsById = useMemo(
    () => new Map((query.data?.pages ?? []).flatMap((p) => (p.listings ?? []).map((l) => [l.id, l] as const))),
    [query.data],
  );
  const [about, setAbout] = useAboutListing(aboutSlug);
  // A message that came live about a property this page has no card for: read the page again once.
  const askedFor = useRef(new Set<number>());
  useEffect(() => {
    const missing = messages.filter(
      (m) => m.listing_id && !listingsById.has(m.listing_id) && !askedFor.current.has(m.listing_id),
    );
    if (!missing.length || !query.data) return;
    for (const m of missing) askedFor.current.add(m.listing_id!);
    void qc.invalidateQueries({ queryKey: chatKeys.messages(otherId) });
  }, [messages, listingsById, query.data, qc, otherId]);
  const found = query.data?.pages[0]?.other_user;
  const other = found?.deleted ? { ...found, name: t('account.deleted_account') } : found;
  const [sendError, setSendError] = useState<string | null>(null);
  const connection = useSyncExternalStore(realtimeStatus.subscribe, realtimeStatus.get, realtimeStatus.getServer);

  // This conversation is on screen: no sound for it, and what arrives is read.
  useEffect(() => {
    setActiveConversation(otherId);
    return () => setActiveConversation(null);
  }, [otherId]);

  // Opening a conversation brings the whole thread (and its composer) into view.
  const thread = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = thread.current?.getBoundingClientRect();
    if (box && (box.bottom > window.innerHeight || box.top < 0)) {
      window.scrollBy({ top: box.bottom - window.innerHeight + 8 });
    }
  }, []);

  const typing = useTypingIndicator(otherId);
  useMarkRead(otherId, messages);
  const { scroller, sentinel } = useThreadScroll(query, messages, me, typing);
  const { hasNextPage, isFetchingNextPage } = query;

  const send = useCallback(
    async (text: string, retryKey?: string) => {
      setSendError(null);
      // Also the send's idempotency key: a retry of a failed send cannot store the message twice.
      const clientKey = retryKey ?? `local-${++localKey}-${newIdempotencyKey()}`;
      const draft: ShownMessage = {
        id: -Date.now() - localKey,
        sender_id: me,
        receiver_id: otherId,
        message: text,
        chat_type: about ? 'property' : 'general',
        listing_id: about?.id ?? null,
        created_at: new Date().toISOString(),
        delivered_at: null,
        read_at: null,
        safety: null,
        held: false,
        pending: true,
        clientKey,
      };
      const key = chatKeys.messages(otherId);
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<MessagesData>(key, (d) => {
        if (!d) return d;
        const pages = d.pages.map((p) => ({
          ...p,
          results: p.results.filter((m) => (m as ShownMessage).clientKey !== clientKey),
        }));
        return mergeMessage({ ...d, pages }, draft);
      });
      try {
        const saved = await sendMessage(otherId, text, clientKey, about?.id);
        qc.setQueryData<MessagesData>(key, (d) => mergeMessage(d, saved, clientKey));
        if (about) {
          // Sent about the property: the thread's card comes with the page; the chip is done.
          setAbout(null);
          void qc.invalidateQueries({ queryKey: key });
        }
        if (!applyMessageToConversations(qc, saved, me, false)) {
          void qc.invalidateQueries({ queryKey: chatKeys.conversations });
        }
      } catch (error) {
        console.warn('Message not sent', error);
        qc.setQueryData<MessagesData>(key, (d) =>
          patchMessages(d, (m) => (m.clientKey === clientKey ? { ...m, pending: false, failed: true } : m)),
        );
        setSendError(
          error instanceof ApiRequestError && error.status === 429
            ? t('chat.inbox.too_fast')
            : t('chat.inbox.send_failed'),
        );
      }
    },
    [me, otherId, qc, t, about, setAbout],
  );

  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(intlTagOf(locale), { hour: 'numeric', minute: '2-digit' }),
    [locale],
  );
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(intlTagOf(locale), { weekday: 'long', day: 'numeric', month: 'long' }),
    [locale],
  );

  if (query.isError && !query.data) {
    return (
      <div className="inbox__placeholder">
        <p>{t('chat.inbox.conversation_failed')}</p>
        <Link to="/dashboard?tab=messages" className="button button--ghost">
          {t('chat.inbox.back')}
        </Link>
      </div>
    );
  }

  let lastDay = '';
  return (
    <div className="thread" ref={thread} data-testid="conversation" data-realtime={connection}>
      <header className="thread__head">
        <Link to="/dashboard?tab=messages" className="thread__back" aria-label={t('chat.inbox.back')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        {other ? (
          <>
            <span className="inbox__avatar">
              <UserAvatar src={other.profile_picture} name="" size={40} />
              {other.is_online && <span className="online-dot" />}
            </span>
            <div className="thread__who">
              <h3 className="thread__name">
                {other.slug ? <Link to={`/profile/${other.slug}`}>{other.name}</Link> : other.name}
              </h3>
              <p className="thread__status muted" data-testid="presence" aria-live="polite">
                {other.deleted ? null : typing ? (
                  <span className="thread__typing">{t('chat.typing', { name: other.name.split(' ')[0] })}</span>
                ) : other.is_online ? (
                  t('chat.presence.online')
                ) : other.last_seen ? (
                  t('chat.presence.last_seen', { time: timeAgo(other.last_seen, intlTagOf(locale)) })
                ) : (
                  t('chat.presence.offline')
                )}
              </p>
            </div>
          </>
        ) : (
          <div className="thread__who muted">{t('chat.inbox.loading')}</div>
        )}
      </header>
      <div className="thread__scroll" ref={scroller}>
        <div ref={sentinel} className="thread__sentinel" aria-hidden="true" />
        {isFetchingNextPage && <p className="thread__older muted">{t('chat.inbox.loading_older')}</p>}
        {query.data && !hasNextPage && messages.length > 0 && (
          <p className="thread__older muted">{t('chat.inbox.start')}</p>
        )}
        {query.data && messages.length === 0 && (
          <p className="thread__empty muted">{t('chat.inbox.say_hello', { name: other?.name ?? '' })}</p>
        )}
        <div role="log" aria-label={t('chat.inbox.messages')}>
          <ol className="thread__messages" data-testid="messages">
            {messages.map((m) => {
              const day = dayFormat.format(new Date(m.created_at));
              const showDay = day !== lastDay;
              lastDay = day;
              const mine = m.sender_id === me;
              const state = m.failed
                ? 'failed'
                : m.pending
                  ? 'pending'
                  : m.read_at
                    ? 'read'
                    : m.delivered_at
                      ? 'delivered'
                      : 'sent';
              return (
                <Fragment key={m.clientKey ?? m.id}>
                  {showDay && (
                    <li className="thread__day" aria-hidden="true">
                      <span>{day}</span>
                    </li>
                  )}
                  <li
                    className={`bubble${mine ? ' bubble--mine' : ''}`}
                    data-testid="message"
                    data-state={mine ? (m.held ? 'held' : state) : undefined}
                  >
                    {m.listing_id && <ListingRefCard listing={listingsById.get(m.listing_id)} />}
                    <p className="bubble__text" dir="auto">
                      {m.message}
                    </p>
                    <span className="bubble__meta">
                      <time dateTime={m.created_at}>{timeFormat.format(new Date(m.created_at))}</time>
                      {mine && !m.held && <Ticks state={state} />}
                    </span>
                    {mine && m.held && <HeldNote />}
                    {!mine && m.safety && <SafetyNotice messageId={m.id} />}
                    {m.failed && (
                      <button type="button" className="bubble__retry" onClick={() => void send(m.message, m.clientKey)}>
                        {t('chat.inbox.retry_send')}
                      </button>
                    )}
                  </li>
                </Fragment>
              );
            })}
          </ol>
        </div>
        {typing && other && (
          <div className="thread__typing-bubble" aria-hidden="true" data-testid="typing">
            <span />
            <span />
            <span />
          </div>
        )}
      </div>
      {connection === 'reconnecting' && (
        <p className="thread__notice" role="status">
          {t('chat.inbox.reconnecting')}
        </p>
      )}
      {sendError && (
        <p className="thread__error" role="alert">
          {sendError}
        </p>
      )}
      {other?.deleted ? (
        <p className="thread__error muted">{t('account.chat_closed')}</p>
      ) : (
        <>
          {about && <AboutChip listing={about} onClear={() => setAbout(null)} />}
          <Composer
            onSend={(text) => void send(text)}
            onTyping={(isTyping) => emitChat('typing', { receiver_id: otherId, is_typing: isTyping })}
          />
        </>
      )}
    </div>
  );
}

function Ticks({ state }: { state: 'failed' | 'pending' | 'sent' | 'delivered' | 'read' }) {
  const { t } = useTranslation();
  const label = t(`chat.state.${state}`);
  if (state === 'failed') return <span className="ticks ticks--failed">{label}</span>;
  if (state === 'pending') {
    return (
      <span className="ticks" title={label}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return (
    <span className={`ticks ticks--${state}`} title={label}>
      <svg viewBox="0 0 20 16" width="18" height="14" aria-hidden="true">
        <path
          d="M1.5 8.5 5 12l7-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {state !== 'sent' && (
          <path d="M9 12l7-8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        )}
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
