import { io as connect, type Socket } from 'socket.io-client';

/** A socket.io client on the chat endpoint of `base`, connected with a chat token (no reconnection). */
export async function connectedChatSocket(base: string, token: string): Promise<Socket> {
  const socket = connect(base, {
    path: '/socket.io/',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  } catch (error) {
    socket.close();
    throw error;
  }
  return socket;
}
