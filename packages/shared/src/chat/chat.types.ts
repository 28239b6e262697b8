/** A person in a conversation (a deleted account keeps its messages, shown as such). */
export interface ChatUser {
  id: number;
  name: string;
  slug: string;
  profile_picture: string;
  /** The account was deleted: its name is shown as a deleted account and it cannot be messaged. */
  deleted?: boolean;
}

/** One message. `delivered_at` is set when the receiver's app got it; `read_at` when they read it. */
export interface ChatMessage {
  id: number;
  sender_id: number;
  receiver_id: number;
  message: string;
  chat_type: string;
  created_at: string;
  delivered_at: string | null;
  read_at: string | null;
}

/** `GET /api/chat/messages/{id}/?page=n`: page 1 is the newest; `results` oldest first within the page. */
export interface ChatMessagesPage {
  results: ChatMessage[];
  page: number;
  has_more: boolean;
  other_user: ChatUser & { is_online: boolean; last_seen: string | null };
}

export interface Conversation {
  user: ChatUser & { is_online: boolean };
  last_message: ChatMessage;
  unread_count: number;
}

/** Spec section 3 "Message notification": one per sender. */
export interface MessageNotification {
  id: number;
  sender: ChatUser;
  last_message: string;
  unread_count: number;
  is_read: boolean;
  /** "2 minutes ago" in English; the client formats its own from `updated_at`. */
  time_ago: string;
  updated_at: string;
}

export interface NotificationsAnswer {
  notifications: MessageNotification[];
  unread_count: number;
}

export interface PresenceAnswer {
  user_id: number;
  is_online: boolean;
  last_seen: string | null;
}

/** Events on the real-time channel (socket.io). The server joins each user to `notifications:{id}`. */
export interface ServerToClientEvents {
  /** Spec section 7: a publication of type new_notification carrying the notification. */
  notification: (event: { type: 'new_notification'; notification: MessageNotification; unread_count: number }) => void;
  message: (message: ChatMessage) => void;
  typing: (event: { sender_id: number; is_typing: boolean }) => void;
  presence: (event: PresenceAnswer) => void;
  /** The receiver's app got these messages of yours. */
  delivered: (event: { message_ids: number[]; delivered_at: string }) => void;
  /** The other side read your messages up to now. */
  read: (event: { reader_id: number; read_at: string }) => void;
  /**
   * Events from other app processes may have been missed (this process's link to Redis was down):
   * fetch again what is on screen, as after a reconnection.
   */
  resync: () => void;
}

export interface ClientToServerEvents {
  typing: (event: { receiver_id: number; is_typing: boolean }) => void;
  /** The client got these messages (sets delivered_at). */
  delivered: (event: { message_ids: number[] }) => void;
}
