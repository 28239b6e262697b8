import { describe, expect, it } from 'vitest';
import type { BlogDetail } from '@estate/shared';
import { checkBlogImage, uploadErrorKey } from './blog-upload';
import { EMPTY_VALUES, isChanged } from './editor-draft';
import { fieldErrors, payloadOf } from './editor-payload';

const image = {
  thumb: { url: '/t', width: 1, height: 1 },
  card: { url: '/c', width: 1, height: 1 },
  full: { url: '/f', width: 1, height: 1 },
};

describe('blog editor helpers', () => {
  it('sends a new picture`s upload id, null to remove the old one, nothing to keep it', () => {
    const values = { ...EMPTY_VALUES, title: 'T', content: '<p>x</p>', categories: ['buying' as const] };
    expect(payloadOf(values, null)).not.toHaveProperty('featured_image');
    expect(payloadOf({ ...values, featured: { id: 'u1', image } }, null).featured_image).toBe('u1');
    const post = { featured_image: image } as BlogDetail;
    expect(payloadOf({ ...values, featured: { id: null, image } }, post)).not.toHaveProperty('featured_image');
    expect(payloadOf({ ...values, featured: null }, post).featured_image).toBeNull();
  });

  it('keeps each FAQ row`s error apart and the first error of other fields', () => {
    expect(
      fieldErrors([
        { path: ['faqs', 1, 'answer'], message: 'blog.errors.faq_answer_required' },
        { path: ['title'], message: 'blog.errors.title_required' },
        { path: ['title'], message: 'blog.errors.title_too_long' },
        { path: ['tags', 3], message: 'Invalid input' },
      ]),
    ).toEqual({
      'faqs.1.answer': 'blog.errors.faq_answer_required',
      title: 'blog.errors.title_required',
      tags: 'validation.invalid',
    });
  });

  it('checks the picture`s type and size before uploading; the server`s refusals get their message', () => {
    expect(checkBlogImage({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkBlogImage({ name: 'a.png', type: '', size: 1000 })).toBeNull();
    expect(checkBlogImage({ name: 'a.webp', type: 'image/webp', size: 1000 })).toBe('blog.errors.image_type');
    expect(checkBlogImage({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'blog.errors.image_too_large',
    );
    expect(uploadErrorKey(413, undefined)).toBe('blog.errors.image_too_large');
    expect(uploadErrorKey(415, 'invalid_file_type')).toBe('blog.errors.image_type');
    expect(uploadErrorKey(0, undefined)).toBe('blog.errors.upload_failed');
  });

  it('a draft is worth keeping only when something changed', () => {
    expect(isChanged(EMPTY_VALUES, EMPTY_VALUES)).toBe(false);
    expect(isChanged({ ...EMPTY_VALUES, tags: ['a'] }, EMPTY_VALUES)).toBe(true);
  });
});
