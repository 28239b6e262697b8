import type { BlogComment, BlogCommentsAnswer, BlogListAnswer } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

/** Browser calls of the blog (pages load through their loaders; these are the interactive parts). */
export const blogKeys = {
  mine: (page: number) => ['blogs', 'mine', page] as const,
  comments: (id: number) => ['blog-comments', id] as const,
};

export const fetchMine = (page: number) => apiFetch<BlogListAnswer>(`/api/blogs/mine/?page=${page}`);
export const deletePost = (id: number) => apiFetch(`/api/blogs/${id}/`, { method: 'DELETE' });
export const fetchComments = (id: number) => apiFetch<BlogCommentsAnswer>(`/api/blogs/${id}/comments/`);
export const postComment = (id: number, body: string, idempotencyKey?: string) =>
  apiFetch<BlogComment>(`/api/blogs/${id}/comments/`, { body: { body }, idempotencyKey });
export const deleteComment = (id: number) => apiFetch(`/api/blogs/comments/${id}/`, { method: 'DELETE' });
