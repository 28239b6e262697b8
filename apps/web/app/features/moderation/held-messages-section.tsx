import { useState } from 'react';
import type { HeldChatDecisionInput, HeldChatMessage } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormat } from '../../lib/i18n/use-format';
import { Link } from '../../lib/link';
import { api } from '../../lib/api/api-client';
import { pageParam, useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { ActionResult, ListState, Pager, useAdminRead } from './admin-parts';
import { adminRead } from './admin-reads';
import styles from './held-messages-section.module.css';

type Decide = { id: number; decision: HeldChatDecisionInput['decision'] };

/**
 * Chat messages held for review (issue 42, J8.2): each carries a phone or IBAN blocked after an
 * upheld report, and its recipient has not seen it. Release delivers it now; reject never.
 * Shown above the reports it follows from; nothing when the queue is empty.
 */
export function HeldMessagesSection() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [page, setPage] = useState(1);
  // Not a tab's first read: the server render leaves it to the browser.
  const query = useAdminRead(adminRead(adminOps.held.list, { query: { page: pageParam(page) } }));
  const action = useAdminAction((vars: Decide) =>
    api(adminOps.held.decide, { params: { id: vars.id }, body: { decision: vars.decision } }),
  );
  if (!query.data?.count && !action.result) return null;

  return (
    <section className={styles.section} aria-labelledby="held-messages-title" data-testid="held-messages">
      <h3 id="held-messages-title">
        {t('chat.held_admin.title')}
        {query.data?.count ? (
          <span className="admin-count" aria-label={t('chat.held_admin.count', { count: query.data.count })}>
            {number(query.data.count)}
          </span>
        ) : null}
      </h3>
      <p className="muted">{t('chat.held_admin.intro')}</p>
      <ActionResult result={action.result} />
      <ListState query={query} empty="chat.held_admin.empty" />
      <ul className="admin-list">
        {query.data?.results.map((message) => (
          <HeldItem key={message.id} message={message} action={action} />
        ))}
      </ul>
      <Pager page={page} pages={query.data?.pages ?? 1} onPage={setPage} />
    </section>
  );
}

function HeldItem({
  message,
  action,
}: {
  message: HeldChatMessage;
  action: ReturnType<typeof useAdminAction<Decide>>;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const busy = action.mutation.isPending;
  const decide = (decision: Decide['decision']) =>
    action.mutation.mutate({
      vars: { id: message.id, decision },
      id: message.id,
      done: decision === 'release' ? 'chat.held_admin.released_done' : 'chat.held_admin.rejected_done',
    });
  const kinds = message.blocked.map((kind) => t(`chat.held_admin.kinds.${kind}`)).join(', ');

  return (
    <li className="admin-item" data-testid="held-message">
      <div className="admin-item__body">
        <p className="admin-item__meta">
          <span className="badge badge--warn">{t('chat.held_admin.blocked', { kinds })}</span>
          <time dateTime={message.created_at} className="muted">
            {date(message.created_at)}
          </time>
        </p>
        <p>
          {t('chat.held_admin.from_to', { sender: message.sender.full_name, receiver: message.receiver.full_name })} (
          <Link to={`/profile/${message.sender.slug}/`}>{message.sender.email}</Link>)
        </p>
        <blockquote className="admin-quote" dir="auto">
          {message.message}
        </blockquote>
        {message.safety_rule && <p className="muted">{t('chat.held_admin.rule', { rule: message.safety_rule })}</p>}
      </div>
      <div className="admin-item__actions">
        <button type="button" className="button" disabled={busy} onClick={() => decide('release')}>
          {t('chat.held_admin.release')}
        </button>
        <button
          type="button"
          className="button button--ghost admin-danger-text"
          disabled={busy}
          onClick={() => decide('reject')}
        >
          {t('chat.held_admin.reject')}
        </button>
      </div>
    </li>
  );
}
