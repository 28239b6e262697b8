import net from 'node:net';

/**
 * A TCP proxy to 127.0.0.1:target that loses one answer: once a connection has sent `first` and
 * then `then` (e.g. a chat message's insert, then its COMMIT), nothing more passes from the server
 * to that client until `thaw`, as when the network froze right after the COMMIT left. The server
 * has it and commits; the client hears nothing in time. Other connections pass untouched.
 */
export async function answerHoldingProxy(target: number, first: string, then: string) {
  const sockets = new Set<net.Socket>();
  let armed = true;
  let held = 0;
  const release: (() => void)[] = [];
  const thaws: (() => void)[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: '127.0.0.1', port: target });
    let sawFirst = false;
    let holding = false;
    thaws.push(() => (holding = false));
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        (s === client ? upstream : client).destroy();
      });
    }
    client.on('data', (chunk) => {
      const text = chunk.toString('latin1').toLowerCase();
      // `then` counts in a later message than `first` (a statement's text may contain it).
      if (armed && sawFirst && text.includes(then)) {
        armed = false;
        holding = true;
      }
      if (armed && text.includes(first)) sawFirst = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (holding) {
        held += chunk.length;
        release.push(() => client.write(chunk));
      } else client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Bytes of answers the held connection has not received. */
    held: () => held,
    /** The network is back: what was held reaches the client, in order. */
    thaw: () => {
      thaws.forEach((thaw) => thaw());
      for (const deliver of release.splice(0)) deliver();
    },
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
