import type * as ops from '@estate/shared/contracts/blog';
import { endpoint } from '@estate/shared/contracts/client';
import { api } from '../../lib/api/api-client';

/** Browser calls of the blog (pages load through their loaders; these are the interactive parts). */
export const blogKeys = {
  mine: (page: number) => ['blogs', 'mine', page] as const,
  comments: (id: number) => ['blog-comments', id] as const,
};

/** The blog's operations the browser calls (views of `@estate/shared/contracts/blog`). */
export const blogOps = {
  mine: endpoint<typeof ops.getBlogsMine>('GET', '/api/blogs/mine/'),
  create: endpoint<typeof ops.postBlogs>('POST', '/api/blogs/'),
  update: endpoint<typeof ops.patchBlogsById>('PATCH', '/api/blogs/:id/'),
  remove: endpoint<typeof ops.deleteBlogsById>('DELETE', '/api/blogs/:id/'),
  comments: endpoint<typeof ops.getBlogsComments>('GET', '/api/blogs/:id/comments/'),
  comment: endpoint<typeof ops.postBlogsComments>('POST', '/api/blogs/:id/comments/'),
  removeComment: endpoint<typeof ops.deleteBlogsCommentsById>('DELETE', '/api/blogs/comments/:id/'),
};

export const fetchMine = (page: number) => api(blogOps.mine, { query: { page } });
export const deletePost = (id: number) => api(blogOps.remove, { params: { id } });
export const fetchComments = (id: number) => api(blogOps.comments, { params: { id } });
export const postComment = (id: number, body: string, idempotencyKey?: string) =>
  api(blogOps.comment, { params: { id }, body: { body }, idempotencyKey });
export const deleteComment = (id: number) => api(blogOps.removeComment, { params: { id } });
