import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../app-types.js';
import { DOCUMENT_CSP } from '../lib/security-headers.js';

/** What a browser may show inline from this origin: the images and videos the site stores. */
const INLINE = /\.(webp|avif|jpe?g|png|gif|mp4|webm|mov)$/i;

/**
 * Uploaded and generated media from DATA_DIR/media at /media/. Anything but an image or a video
 * (floor-plan PDFs, Word files) is a sandboxed download: it never opens as a document of this
 * origin, where a crafted PDF could run script or read the visitor's pages.
 */
export const mediaPlugin = fp(async (app: AppInstance) => {
  fs.mkdirSync(app.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // A file's address never changes content (each upload has its own id), so browsers and a CDN
    // keep it for 30 days; not "immutable" for a year, so a takedown ends within a month everywhere.
    maxAge: '30d',
    setHeaders(res, filePath) {
      if (INLINE.test(filePath)) return;
      res.setHeader('Content-Disposition', 'attachment');
      res.setHeader('Content-Security-Policy', DOCUMENT_CSP);
    },
  });
});
