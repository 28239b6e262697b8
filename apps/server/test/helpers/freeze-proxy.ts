import net from 'node:net';

/**
 * A TCP proxy to 127.0.0.1:target that can freeze: while frozen, connections stay open (old and
 * new) but not a byte passes either way, as on a network that silently drops packets; on thaw what
 * was held goes through. `close` ends it and every connection.
 */
export async function freezeProxy(target: number) {
  const sockets = new Set<net.Socket>();
  const held: (() => void)[] = [];
  let frozen = false;
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: '127.0.0.1', port: target });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        const other = s === client ? upstream : client;
        if (frozen) held.push(() => other.destroy());
        else other.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const release of held.splice(0)) release();
    },
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
