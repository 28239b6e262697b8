import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../app-types.js';

/** Uploaded and generated media from DATA_DIR/media at /media/. */
export const mediaPlugin = fp(async (app: AppInstance) => {
  fs.mkdirSync(app.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
});
