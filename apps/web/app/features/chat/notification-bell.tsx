import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from '../../lib/link';
import { intlTagOf, localizedPath, type MessageNotification, type NotificationsAnswer } from '@estate/shared';
import { useSettingsUpdate } from '../../lib/account/use-account-mutations';
import { usePopup } from '../../ui/use-popup';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { UserAvatar } from '../../ui/user-avatar';
import { useSession } from '../../lib/session/use-session';
import {
  chatKeys,
  conversationHref,
  fetchNotifications,
  readAllNotifications,
  readNotification,
} from '../../lib/chat/chat-api';
import { badgeText, preview, timeAgo } from './chat-format';
import { realtimeStatus } from './realtime';
import { setSoundEnabled } from './sound';
import './chat.css';

/** Notifications, fetched in the browser; a failure is logged and leaves an empty bell (spec section 8). */
export function useNotifications() {
  return useQuery({
    queryKey: chatKeys.notifications,
    queryFn: async () => {
      try {
        return await fetchNotifications();
      } catch (error) {
        console.warn('Notifications unavailable', error);
        return { notifications: [], unread_count: 0 } satisfies NotificationsAnswer;
      }
    },
    staleTime: 30_000,
  });
}

/** The top bar's message bell: unread badge and a panel of notifications, one per sender. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { open, toggle, close, ref } = usePopup();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { data } = useNotifications();
  // The chime follows the saved setting (Settings tab or this switch; both save it to the profile).
  const sound = useSession().user?.message_sound ?? true;
  const saveSettings = useSettingsUpdate();
  const connection = useSyncExternalStore(realtimeStatus.subscribe, realtimeStatus.get, realtimeStatus.getServer);
  const count = data?.unread_count ?? 0;
  const notifications = data?.notifications ?? [];

  useEffect(() => {
    setSoundEnabled(sound);
  }, [sound]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button:not(:disabled)')?.focus();
    // Fresh relative times and anything missed while the panel was closed.
    void qc.invalidateQueries({ queryKey: chatKeys.notifications });
  }, [open, qc]);

  const closeAndFocus = () => {
    close();
    buttonRef.current?.focus();
  };

  const setCount = (update: (d: NotificationsAnswer) => NotificationsAnswer) =>
    qc.setQueryData<NotificationsAnswer>(chatKeys.notifications, (d) => (d ? update(d) : d));

  const openOne = (n: MessageNotification) => {
    close();
    if (!n.is_read) {
      setCount((d) => ({
        unread_count: Math.max(0, d.unread_count - n.unread_count),
        notifications: d.notifications.map((x) => (x.id === n.id ? { ...x, is_read: true } : x)),
      }));
      readNotification(n.id).then(
        (answer) => setCount((d) => ({ ...d, unread_count: answer.unread_count })),
        (error: unknown) => console.warn('Could not mark the notification read', error),
      );
    }
    void navigate(conversationHref(n.sender.id));
  };

  const markAll = () => {
    setCount((d) => ({ unread_count: 0, notifications: d.notifications.map((x) => ({ ...x, is_read: true })) }));
    readAllNotifications().catch((error: unknown) => console.warn('Could not mark notifications read', error));
  };

  const label = count > 0 ? t('chat.bell.label_unread', { count }) : t('chat.bell.label');
  return (
    <div
      className="bell"
      ref={ref}
      data-realtime={connection}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          closeAndFocus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={toggle}
        data-testid="bell-button"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 3.5a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {count > 0 && (
          <span className="bell__badge" data-testid="bell-badge" aria-hidden="true">
            {badgeText(count, number)}
          </span>
        )}
      </button>
      {open && (
        <div className="bell__panel" id={panelId} ref={panelRef} role="dialog" aria-label={t('chat.bell.title')}>
          <div className="bell__head">
            <h2 className="bell__title">{t('chat.bell.title')}</h2>
            <button
              type="button"
              className="bell__link-button"
              onClick={markAll}
              disabled={count === 0}
              data-testid="bell-mark-all"
            >
              {t('chat.bell.mark_all')}
            </button>
          </div>
          {notifications.length === 0 ? (
            <p className="bell__empty muted">{t('chat.bell.empty')}</p>
          ) : (
            <ul className="bell__list">
              {notifications.map((n) => (
                <li key={n.id}>
                  <a
                    href={localizedPath(conversationHref(n.sender.id), locale)}
                    className={`bell__item${n.is_read ? '' : ' is-unread'}`}
                    onClick={(e) => {
                      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                      e.preventDefault();
                      openOne(n);
                    }}
                    data-testid="bell-item"
                  >
                    <UserAvatar src={n.sender.profile_picture} name="" size={40} />
                    <span className="bell__text">
                      <span className="bell__row">
                        <strong className="bell__name">
                          {n.sender.deleted ? t('account.deleted_account') : n.sender.name}
                        </strong>
                        <time className="bell__time" dateTime={n.updated_at}>
                          {timeAgo(n.updated_at, intlTagOf(locale))}
                        </time>
                      </span>
                      <span className="bell__message" dir="auto">
                        {preview(n.last_message, 90)}
                      </span>
                    </span>
                    {!n.is_read && (
                      <span className="bell__dot">
                        <span className="visually-hidden">{t('chat.bell.unread')}</span>
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className="bell__foot">
            <label className="bell__sound">
              <input
                type="checkbox"
                role="switch"
                checked={sound}
                onChange={(e) => saveSettings.mutate({ message_sound: e.target.checked })}
              />
              {t('chat.bell.sound')}
            </label>
            <Link to="/dashboard?tab=messages" className="bell__all" onClick={close}>
              {t('chat.bell.see_all')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
