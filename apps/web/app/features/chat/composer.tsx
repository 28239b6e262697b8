import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CHAT_MESSAGE_MAX_LENGTH } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';

const TYPING_THROTTLE_MS = 2000;
const TYPING_IDLE_MS = 3000;
/** The counter appears this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

/** Message box: Enter sends, Shift+Enter is a new line; tells the other side while you type. */
export function Composer({ onSend, onTyping }: { onSend: (text: string) => void; onTyping: (on: boolean) => boolean }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingRef = useRef(onTyping);
  useEffect(() => {
    typingRef.current = onTyping;
  });

  const stopTyping = () => {
    clearTimeout(idle.current);
    if (lastTyping.current) typingRef.current(false);
    lastTyping.current = 0;
  };
  // Leaving the conversation ends "typing".
  useEffect(
    () => () => {
      clearTimeout(idle.current);
      if (lastTyping.current) typingRef.current(false);
    },
    [],
  );

  const trimmed = text.trim();
  const tooLong = text.length > CHAT_MESSAGE_MAX_LENGTH;
  const submit = () => {
    if (!trimmed || tooLong) return;
    onSend(trimmed);
    setText('');
    stopTyping();
  };

  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-composer" className="visually-hidden">
        {t('chat.composer.label')}
      </label>
      <textarea
        id="chat-composer"
        className="composer__input"
        rows={1}
        dir="auto"
        value={text}
        placeholder={t('chat.composer.placeholder')}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        aria-describedby={text.length >= COUNTER_FROM ? 'chat-composer-count' : undefined}
        data-testid="composer"
        onChange={(e) => {
          setText(e.target.value);
          const now = Date.now();
          if (!e.target.value.trim()) {
            stopTyping();
            return;
          }
          if (now - lastTyping.current > TYPING_THROTTLE_MS && onTyping(true)) lastTyping.current = now;
          clearTimeout(idle.current);
          idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      />
      {text.length >= COUNTER_FROM && (
        <span id="chat-composer-count" className={`composer__count${tooLong ? ' is-over' : ''}`}>
          {number(text.length)} / {number(CHAT_MESSAGE_MAX_LENGTH)}
        </span>
      )}
      <button
        type="submit"
        className="composer__send"
        disabled={!trimmed || tooLong}
        aria-label={t('chat.composer.send')}
        data-testid="send"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="composer__send-icon">
          <path d="M4 12 20 4l-6 16-3-7-7-1Z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
