import { idFromSlug, parseBlogFilters } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { cacheTags } from '../../lib/response-cache.js';
import { guestCached } from '../../lib/guest-cache.js';
import { adminOnly, requireUser, signedInOnly } from '../auth/require-user.js';
import { notFound, visitorOf } from './blog.service.js';
import * as contract from '@estate/shared/contracts/blog';
import { route } from '../../lib/route.js';

/**
 * The blog (spec sections 2, 3, 5 and 8): lists with category, tag and keyword filters, a
 * detail by readable slug, writing, editing and deleting by the author only, and comments
 * that need login. Post HTML is sanitized with an allow-list before it is stored.
 */
export async function blogRoutes(app: AppInstance) {
  const blogs = app.services.blog;
  const cached = guestCached(app.services.responseCache, () => [cacheTags.blog]);

  route(
    app,
    contract.getBlogs,
    {
      ...cached,
    },
    async (req) => blogs.list(parseBlogFilters(req.query), req.user),
  );

  route(
    app,
    contract.getBlogsMeta,
    {
      ...cached,
    },
    async () => blogs.meta(),
  );

  route(app, contract.getBlogsMine, { onRequest: signedInOnly }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const user = requireUser(req);
    const filters = parseBlogFilters(req.query);
    return blogs.list({ page: filters.page, page_size: filters.page_size, author: user.id }, user);
  });

  route(app, contract.getBlogsById, async (req, reply) => {
    const id = idFromSlug(req.params.id);
    if (id === null) throw notFound();
    reply.header('Cache-Control', 'private, no-store');
    return blogs.read(id, req.user, visitorOf(req.user, req.ip, req.headers['user-agent']));
  });

  route(app, contract.postBlogs, { onRequest: signedInOnly }, async (req, reply) => {
    const post = await blogs.create(req.body, requireUser(req));
    return reply.status(201).send({ post });
  });

  route(app, contract.patchBlogsById, { onRequest: signedInOnly }, async (req) => ({
    post: await blogs.update(req.params.id, req.body, requireUser(req)),
  }));

  route(app, contract.deleteBlogsById, { onRequest: signedInOnly }, async (req) => {
    await blogs.remove(req.params.id, requireUser(req));
    return { status: 'success' as const, message: 'Blog deleted.' };
  });

  route(app, contract.putBlogsFeatured, { onRequest: adminOnly }, async (req) => ({
    post: await blogs.setFeatured(req.params.id, req.body.is_featured, requireUser(req)),
  }));

  route(app, contract.getBlogsComments, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return blogs.comments(req.params.id, req.user);
  });

  route(app, contract.postBlogsComments, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await blogs.addComment(req.params.id, req.body.body, requireUser(req), req.idempotency)),
  );

  route(app, contract.deleteBlogsCommentsById, { onRequest: signedInOnly }, async (req) => {
    await blogs.deleteComment(req.params.id, requireUser(req));
    return { status: 'success' as const, message: 'Comment deleted.' };
  });
}
