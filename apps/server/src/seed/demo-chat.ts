import { checkMessage } from '@estate/shared/safety';
import { blockedIdentifiers } from '../features/chat/chat-safety.table.js';
import { chatMessages, chatNotifications } from '../features/chat/chat.table.js';
import { identifierHash } from '../features/chat/chat-safety.js';
import { adminActions } from '../features/moderation/moderation.table.js';
import { DEMO_ADMIN_EMAIL } from './demo-moderation.js';
import type { SeedContext } from './seed-context.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The demo's seeker (a renter in New Cairo) and the one who asks her for money before any viewing. */
const SEEKER = 'mariam@demo.estate';
const ASKER = 'ahmed@demo.estate';
/** An IBAN moderators blocked from an earlier report (made up: the check digits do not matter here). */
const BLOCKED_IBAN = 'EG380019000500000000263180002';

const THREAD: { from: 'seeker' | 'asker'; minutes: number; body: string; held?: boolean }[] = [
  {
    from: 'seeker',
    minutes: 0,
    body: 'السلام عليكم، هل الشقة في التجمع الخامس ما زالت متاحة للإيجار؟ أريد أن أعاينها هذا الأسبوع.',
  },
  {
    from: 'asker',
    minutes: 20,
    body: 'نعم متاحة، لكن عليها طلب كبير. حوّل العربون قبل المعاينة (٥٠٠٠ جنيه) وأحجزها لكِ باسمك.',
  },
  // Carries the blocked IBAN: held for review, so Mariam never receives it; Ahmed sees "being reviewed".
  { from: 'asker', minutes: 25, body: 'حوّلي على الحساب ده: EG38 0019 0005 0000 0000 2631 8000 2', held: true },
  { from: 'seeker', minutes: 140, body: 'أفضّل أن أرى الشقة وعقد الملكية أولاً، ثم نتفق.' },
];

/**
 * Demo data for chat safety (issue 42, J8.2): a conversation between Mariam and Ahmed in which he
 * asks, in Arabic, for a deposit before the viewing (Mariam sees the safety notice under it), and
 * a message with an IBAN moderators blocked, held for review (it waits in /admin?tab=reports).
 * Neither user is one the chat's browser tests depend on. Deterministic: fixed texts, times
 * relative to the seed.
 */
export async function seedDemoChat({ db, users }: SeedContext): Promise<Record<string, number>> {
  const seeker = users.find((u) => u.email === SEEKER);
  const asker = users.find((u) => u.email === ASKER);
  const admin = users.find((u) => u.email === DEMO_ADMIN_EMAIL);
  if (!seeker || !asker || !admin) throw new Error('The demo chat needs Mariam, Ahmed and the demo administrator');
  const start = Date.now() - 3 * DAY;
  const at = (minutes: number) => new Date(start + minutes * MINUTE);

  await db.insert(blockedIdentifiers).values({
    kind: 'iban',
    valueHash: identifierHash(BLOCKED_IBAN),
    createdBy: admin.id,
    createdAt: at(-DAY / MINUTE),
  });
  await db.insert(adminActions).values({
    adminId: admin.id,
    action: 'block_identifiers',
    targetType: 'chat_message',
    targetId: null,
    detail: { via: 'seed', phones: 0, ibans: 1, added: 1 },
    createdAt: at(-DAY / MINUTE),
  });

  const rows = THREAD.map((m) => {
    const [senderId, receiverId] = m.from === 'seeker' ? [seeker.id, asker.id] : [asker.id, seeker.id];
    const match = checkMessage(m.body);
    // Everything delivered was read by the next reply; the held message was never delivered.
    const readAt = m.held ? null : at(m.minutes + 5);
    return {
      senderId,
      receiverId,
      body: m.body,
      chatType: 'general',
      createdAt: at(m.minutes),
      deliveredAt: readAt,
      readAt,
      safetyRule: match?.rule ?? null,
      safetyVersion: match?.version ?? null,
      holdStatus: m.held ? 'held' : null,
    };
  });
  await db.insert(chatMessages).values(rows);
  const lastTo = (userId: number) => rows.filter((r) => r.receiverId === userId && !r.holdStatus).at(-1)!;
  await db.insert(chatNotifications).values(
    [seeker, asker].map((person) => {
      const last = lastTo(person.id);
      return {
        userId: person.id,
        senderId: last.senderId,
        lastMessage: last.body,
        unreadCount: 0,
        isRead: true,
        updatedAt: last.createdAt,
      };
    }),
  );
  return { chatMessages: rows.length, heldChatMessages: rows.filter((r) => r.holdStatus).length };
}
