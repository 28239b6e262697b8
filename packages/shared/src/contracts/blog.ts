import { z } from 'zod';
import { okSchema } from '../api-error.schema.js';
import { blogQuerySchema } from '../blog/blog-query.schema.js';
import { blogCommentInputSchema, blogInputSchema, blogUpdateSchema } from '../blog/blog.schema.js';
import {
  blogCommentSchema,
  blogCommentsAnswerSchema,
  blogDetailSchema,
  blogListAnswerSchema,
  blogMetaAnswerSchema,
  blogPostAnswerSchema,
} from '../blog/blog.types.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The blog feature's API operations (decision 0064). */

const listQuery = blogQuerySchema;

const slugParams = z.object({ id: z.string().min(1).max(300) });

export const getBlogs = defineOperation({
  method: 'GET',
  path: '/api/blogs/',
  tags: ['blog'],
  summary:
    'Posts, newest first: filters category, tag, q (title, excerpt, tags), author (user id), featured=1; page, page_size',
  description: 'Answers BlogListAnswer; `is_mine` marks the viewer`s own posts.',
  query: listQuery,
  response: { 200: blogListAnswerSchema },
});

export const getBlogsMeta = defineOperation({
  method: 'GET',
  path: '/api/blogs/meta/',
  tags: ['blog'],
  summary: 'Every category with its number of posts, and the most used tags (BlogMetaAnswer)',
  response: { 200: blogMetaAnswerSchema },
});

export const getBlogsMine = defineOperation({
  method: 'GET',
  path: '/api/blogs/mine/',
  tags: ['blog'],
  summary: 'The signed-in user`s own posts, newest first (page)',
  query: listQuery,
  response: { 200: blogListAnswerSchema },
});

export const getBlogsById = defineOperation({
  method: 'GET',
  path: '/api/blogs/:id/',
  tags: ['blog'],
  summary: 'One post by slug or id, with FAQs and author (404 "Blog not found.")',
  description: 'The answer`s `slug` is canonical: a client holding an older slug should redirect to it.',
  params: slugParams,
  response: { 200: blogDetailSchema },
});

export const postBlogs = defineOperation({
  method: 'POST',
  path: '/api/blogs/',
  tags: ['blog'],
  summary: 'Write a post (signed in). featured_image is an upload id from POST /api/uploads/blog_image/',
  body: blogInputSchema,
  response: { 201: blogPostAnswerSchema },
});

export const patchBlogsById = defineOperation({
  method: 'PATCH',
  path: '/api/blogs/:id/',
  tags: ['blog'],
  summary: 'Edit a post (author only; 403 for anyone else). Fields left out stay; featured_image null removes it',
  params: idParams,
  body: blogUpdateSchema,
  response: { 200: blogPostAnswerSchema },
});

export const deleteBlogsById = defineOperation({
  method: 'DELETE',
  path: '/api/blogs/:id/',
  tags: ['blog'],
  summary: 'Delete a post with its comments (author only)',
  params: idParams,
  response: { 200: okSchema },
});

export const putBlogsFeatured = defineOperation({
  method: 'PUT',
  path: '/api/blogs/:id/featured/',
  tags: ['blog'],
  summary: 'Feature or unfeature a post on the blog page (administrators only)',
  params: idParams,
  body: z.object({ is_featured: z.boolean() }),
  response: { 200: blogPostAnswerSchema },
});

export const getBlogsComments = defineOperation({
  method: 'GET',
  path: '/api/blogs/:id/comments/',
  tags: ['blog'],
  summary: 'Comments on a post, oldest first (anyone)',
  params: idParams,
  response: { 200: blogCommentsAnswerSchema },
});

export const postBlogsComments = defineOperation({
  method: 'POST',
  path: '/api/blogs/:id/comments/',
  tags: ['blog'],
  summary: 'Comment on a post (signed in; plain text)',
  params: idParams,
  body: blogCommentInputSchema,
  response: { 201: blogCommentSchema },
});

export const deleteBlogsCommentsById = defineOperation({
  method: 'DELETE',
  path: '/api/blogs/comments/:id/',
  tags: ['blog'],
  summary: 'Delete a comment (its author or the post`s author)',
  params: idParams,
  response: { 200: okSchema },
});
