import { defineFeature, type FeatureContext } from '../../feature.js';
import { createRealtime } from './realtime.js';

async function build({ config, redis }: FeatureContext) {
  const hub = await createRealtime({ publicUrl: config.PUBLIC_URL, redis });
  return { realtime: hub.realtime, realtimeHub: hub };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    realtime: Awaited<ReturnType<typeof build>>;
  }
}

/**
 * The socket.io server, built before the features that send to it (chat, auth's session ends)
 * and attached to the HTTP server once the routes are registered.
 */
export const realtimeFeature = defineFeature({
  name: 'realtime',
  dependsOn: [],
  tables: [],
  build,
  routes: [],
  attach(app, { realtimeHub }) {
    realtimeHub.io.attach(app.server);
    // On shutdown the sockets go first, before the HTTP server waits for its connections: each client
    // reconnects to another process at once (decision 0025). Closing the transports (not a socket.io
    // "disconnect", which tells a client to stay away) makes every client reconnect by itself, with a
    // fresh token, to a process that is still up.
    app.addHook('preClose', async () => {
      realtimeHub.io.engine.close();
    });
    app.addHook('onClose', async () => realtimeHub.close());
  },
});
