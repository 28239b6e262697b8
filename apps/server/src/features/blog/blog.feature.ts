import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { cacheTags } from '../../lib/response-cache.js';
import { blogRepository } from './blog.repository.js';
import { blogRoutes } from './blog.routes.js';
import { blogService } from './blog.service.js';
import * as tables from './blog.table.js';

const dependsOn = ['uploads', 'idempotency'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db, rateLimit, responseCache } = context;
  return {
    blog: blogService({
      db,
      repo: blogRepository(db),
      onChange: () => responseCache.invalidate([cacheTags.blog]),
      postLimit: rateLimit({ keyPrefix: 'blog-post', points: 20, seconds: 3600 }),
      commentLimit: rateLimit({ keyPrefix: 'blog-comment', points: 20, seconds: 600 }),
      uploads: deps.uploadClaims,
      once: deps.repositories.idempotency.once,
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    blog: ReturnType<typeof build>;
  }
}

export const blogFeature = defineFeature({
  name: 'blog',
  dependsOn,
  tables: [tables],
  build,
  routes: [blogRoutes],
});
