import type { Profile } from '@estate/shared';
import { ChatRealtime } from '../../features/chat/chat-realtime';
import { NotificationBell } from '../../features/chat/notification-bell';
import { AvatarMenu } from './avatar-menu';

/**
 * The top bar's signed-in part: the real-time link, the notification bell and the avatar menu.
 * Its own chunk (see top-nav.tsx): a visitor who is not signed in never downloads it.
 */
export function SignedInActions({ user }: { user: Profile }) {
  return (
    <>
      <ChatRealtime userId={user.id} />
      <NotificationBell />
      <AvatarMenu user={user} />
    </>
  );
}
