import type { ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import type { Socket } from 'socket.io-client';
import { fetchChatToken } from '../../lib/chat/chat-api';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Listener<E extends EventName> = ServerToClientEvents[E];
/** Besides the server's events: `reconnect` fires on each (re)connection, to catch up. */
type LocalEvents = { reconnect: () => void };
type AnyEvent = EventName | keyof LocalEvents;
type AnyListener<E extends AnyEvent> = E extends EventName
  ? Listener<E>
  : E extends keyof LocalEvents
    ? LocalEvents[E]
    : never;

const listeners = new Map<AnyEvent, Set<(...args: never[]) => void>>();
let socket: ChatSocket | null = null;
let starting: Promise<void> | null = null;
/** Whether a connection is wanted (false after sign-out or unmount, even while one is starting). */
let wanted = false;
let retries = 0;

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';
let status: RealtimeStatus = 'idle';
const statusListeners = new Set<() => void>();
function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  statusListeners.forEach((l) => l());
}
/** For useSyncExternalStore: the connection state (the thread shows "reconnecting"). */
export const realtimeStatus = {
  subscribe(listener: () => void) {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
  get: () => status,
  getServer: (): RealtimeStatus => 'idle',
};

/** Subscribes to a real-time event; answers the unsubscribe function. */
export function onChatEvent<E extends AnyEvent>(event: E, listener: AnyListener<E>): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(listener as (...args: never[]) => void);
  return () => set.delete(listener as (...args: never[]) => void);
}

function dispatch(event: AnyEvent, ...args: unknown[]) {
  for (const listener of listeners.get(event) ?? []) {
    try {
      (listener as (...a: unknown[]) => void)(...args);
    } catch (error) {
      console.warn('Chat event handler failed', event, error);
    }
  }
}

const SERVER_EVENTS: EventName[] = ['notification', 'message', 'typing', 'presence', 'delivered', 'read'];

/**
 * Opens the one real-time connection of this tab (socket.io-client is loaded on demand, so guests
 * never download it). Each (re)connection asks for a fresh token: they live five minutes.
 * Failures are logged as warnings and never break the page (spec section 8).
 */
export function startRealtime(): void {
  wanted = true;
  if (socket || starting) return;
  setStatus('connecting');
  starting = (async () => {
    try {
      const [{ io }, first] = await Promise.all([import('socket.io-client'), fetchChatToken()]);
      if (!wanted) return;
      let pending: string | null = first.token;
      const next: ChatSocket = io(first.ws_url, {
        path: '/socket.io/',
        transports: ['websocket'],
        auth: (cb) => {
          if (pending) {
            cb({ token: pending });
            pending = null;
            return;
          }
          fetchChatToken().then(
            (t) => cb({ token: t.token }),
            (error: unknown) => {
              console.warn('Chat token refresh failed', error);
              cb({ token: '' });
            },
          );
        },
      });
      socket = next;
      next.on('connect', () => {
        // Whatever arrived between the first fetch and this connection (or while it was down) is
        // fetched again; messages merge by id, so nothing shows twice.
        dispatch('reconnect');
        retries = 0;
        setStatus('connected');
      });
      next.on('disconnect', () => {
        if (wanted) setStatus('reconnecting');
      });
      next.on('connect_error', (error) => {
        console.warn('Chat connection failed; retrying', error.message);
        // Shown in the inbox and the thread: a socket that never connects is not silent (issue 39, U9).
        if (wanted) setStatus('reconnecting');
        // A refused handshake (expired token) is not retried by socket.io on its own.
        if (!next.active) {
          const delay = Math.min(60_000, 2000 * 2 ** retries++);
          setTimeout(() => socket === next && !next.connected && next.connect(), delay);
        }
      });
      for (const event of SERVER_EVENTS) {
        next.on(event, ((...args: unknown[]) => dispatch(event, ...args)) as never);
      }
      // The server may have missed other processes' events: catch up as after a reconnection.
      next.on('resync', () => dispatch('reconnect'));
    } catch (error) {
      console.warn('Chat real-time connection unavailable', error);
    } finally {
      starting = null;
    }
  })();
}

/** Closes the connection (sign-out). */
export function stopRealtime(): void {
  wanted = false;
  setStatus('idle');
  socket?.disconnect();
  socket = null;
}

/** Sends an event if connected (answers whether it went); dropped otherwise (typing and receipts are best effort). */
export function emitChat<E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): boolean {
  if (!socket?.connected) return false;
  socket.emit(event, ...args);
  return true;
}

/** Which conversation is on screen (no sound, and it is marked read as messages arrive). */
let activeConversation: number | null = null;
export const setActiveConversation = (userId: number | null) => {
  activeConversation = userId;
};
export const isConversationOnScreen = (userId: number) =>
  activeConversation === userId && typeof document !== 'undefined' && document.visibilityState === 'visible';
