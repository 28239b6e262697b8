import { z } from 'zod';
import {
  blogQuerySchema,
  blogCommentInputSchema,
  blogInputSchema,
  blogUpdateSchema,
  idFromSlug,
  okSchema,
  parseBlogFilters,
  blogCommentSchema,
  blogCommentsAnswerSchema,
  blogDetailSchema,
  blogListAnswerSchema,
  blogMetaAnswerSchema,
  blogPostAnswerSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { cacheTags } from '../../lib/response-cache.js';
import { guestCached } from '../../lib/guest-cache.js';
import { adminOnly, requireUser, signedInOnly } from '../auth/require-user.js';
import { notFound, visitorOf } from './blog.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A slug such as "buying-a-flat-in-dubai-42" or a bare id. */
const slugParams = z.object({ id: z.string().min(1).max(300) });
const listQuery = blogQuerySchema;
const tags = ['blog'];

/**
 * The blog (spec sections 2, 3, 5 and 8): lists with category, tag and keyword filters, a
 * detail by readable slug, writing, editing and deleting by the author only, and comments
 * that need login. Post HTML is sanitized with an allow-list before it is stored.
 */
export async function blogRoutes(app: AppInstance) {
  const blogs = app.services.blog;
  const cached = guestCached(app.services.responseCache, () => [cacheTags.blog]);

  app.get(
    '/api/blogs/',
    {
      ...cached,
      schema: {
        tags,
        summary:
          'Posts, newest first: filters category, tag, q (title, excerpt, tags), author (user id), featured=1; page, page_size',
        description: 'Answers BlogListAnswer; `is_mine` marks the viewer`s own posts.',
        querystring: listQuery,
        response: { 200: blogListAnswerSchema },
      },
    },
    async (req) => blogs.list(parseBlogFilters(req.query), req.user),
  );

  app.get(
    '/api/blogs/meta/',
    {
      ...cached,
      schema: {
        tags,
        summary: 'Every category with its number of posts, and the most used tags (BlogMetaAnswer)',
        response: { 200: blogMetaAnswerSchema },
      },
    },
    async () => blogs.meta(),
  );

  app.get(
    '/api/blogs/mine/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'The signed-in user`s own posts, newest first (page)',
        querystring: listQuery,
        response: { 200: blogListAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const user = requireUser(req);
      const filters = parseBlogFilters(req.query);
      return blogs.list({ page: filters.page, page_size: filters.page_size, author: user.id }, user);
    },
  );

  app.get(
    '/api/blogs/:id/',
    {
      schema: {
        tags,
        summary: 'One post by slug or id, with FAQs and author (404 "Blog not found.")',
        description: 'The answer`s `slug` is canonical: a client holding an older slug should redirect to it.',
        params: slugParams,
        response: { 200: blogDetailSchema },
      },
    },
    async (req, reply) => {
      const id = idFromSlug(req.params.id);
      if (id === null) throw notFound();
      reply.header('Cache-Control', 'private, no-store');
      return blogs.read(id, req.user, visitorOf(req.user, req.ip, req.headers['user-agent']));
    },
  );

  app.post(
    '/api/blogs/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Write a post (signed in). featured_image is an upload id from POST /api/uploads/blog_image/',
        body: blogInputSchema,
        response: { 201: blogPostAnswerSchema },
      },
    },
    async (req, reply) => {
      const post = await blogs.create(req.body, requireUser(req));
      return reply.status(201).send({ post });
    },
  );

  app.patch(
    '/api/blogs/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Edit a post (author only; 403 for anyone else). Fields left out stay; featured_image null removes it',
        params: idParams,
        body: blogUpdateSchema,
        response: { 200: blogPostAnswerSchema },
      },
    },
    async (req) => ({ post: await blogs.update(req.params.id, req.body, requireUser(req)) }),
  );

  app.delete(
    '/api/blogs/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Delete a post with its comments (author only)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await blogs.remove(req.params.id, requireUser(req));
      return { status: 'success' as const, message: 'Blog deleted.' };
    },
  );

  app.put(
    '/api/blogs/:id/featured/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Feature or unfeature a post on the blog page (administrators only)',
        params: idParams,
        body: z.object({ is_featured: z.boolean() }),
        response: { 200: blogPostAnswerSchema },
      },
    },
    async (req) => ({ post: await blogs.setFeatured(req.params.id, req.body.is_featured, requireUser(req)) }),
  );

  app.get(
    '/api/blogs/:id/comments/',
    {
      schema: {
        tags,
        summary: 'Comments on a post, oldest first (anyone)',
        params: idParams,
        response: { 200: blogCommentsAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return blogs.comments(req.params.id, req.user);
    },
  );

  app.post(
    '/api/blogs/:id/comments/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Comment on a post (signed in; plain text)',
        params: idParams,
        body: blogCommentInputSchema,
        response: { 201: blogCommentSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await blogs.addComment(req.params.id, req.body.body, requireUser(req), req.idempotency)),
  );

  app.delete(
    '/api/blogs/comments/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Delete a comment (its author or the post`s author)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await blogs.deleteComment(req.params.id, requireUser(req));
      return { status: 'success' as const, message: 'Comment deleted.' };
    },
  );
}
