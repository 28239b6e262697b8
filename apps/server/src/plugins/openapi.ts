import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-types.js';

/** OpenAPI document generated from the route schemas, served at /api/docs. */
export const openApiPlugin = fp(async (app: AppInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Estate marketplace API',
        description:
          'Sessions use an HttpOnly cookie named `sid`. Errors answer `{statusCode, code, message, fields?}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
});
