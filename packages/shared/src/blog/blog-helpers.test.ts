import { describe, expect, it } from 'vitest';
import { idFromSlug } from '../listing/listing-slug.js';
import { blogFiltersToParams, blogListHref, parseBlogFilters } from './blog-filters.js';
import {
  lengthAdvice,
  META_DESCRIPTION_RANGE,
  META_TITLE_RANGE,
  normalizeTag,
  normalizeTags,
  splitTags,
} from './blog-options.js';
import { blogPath, blogSlug } from './blog-slug.js';
import { blogInputSchema, blogUpdateSchema, roughText } from './blog.schema.js';

describe('blog slugs', () => {
  it('keeps the title`s words and ends with the id', () => {
    expect(blogSlug('Buying in DHA: a Checklist!', 42)).toBe('buying-in-dha-a-checklist-42');
    expect(blogSlug('Café & Résidence — 2025 guide', 7)).toBe('cafe-residence-2025-guide-7');
    expect(blogSlug('   ', 9)).toBe('post-9');
    expect(blogSlug('!!!', 9)).toBe('post-9');
  });

  it('keeps Arabic letters and drops their diacritics', () => {
    expect(blogSlug('دليل شراء شقة في دبي', 43)).toBe('دليل-شراء-شقة-في-دبي-43');
    expect(blogSlug('مَدْرَسَة جديدة', 5)).toBe('مدرسة-جديدة-5');
  });

  it('is at most 80 characters before the id, and the id is always found again', () => {
    const slug = blogSlug('word '.repeat(40), 123456);
    expect(slug.length).toBeLessThanOrEqual(80 + '-123456'.length);
    expect(slug).not.toContain('--');
    expect(idFromSlug(slug)).toBe(123456);
    expect(idFromSlug(blogSlug('Top 10 tips for 2025', 77))).toBe(77);
    expect(idFromSlug(decodeURIComponent(blogPath(blogSlug('دليل الإيجار', 12)).split('/')[2]!))).toBe(12);
  });

  it('encodes the path for links', () => {
    expect(blogPath('دليل-1')).toBe('/blogpages/%D8%AF%D9%84%D9%8A%D9%84-1');
    expect(blogPath('plain-2')).toBe('/blogpages/plain-2');
  });
});

describe('tags', () => {
  it('normalizes: trimmed, lower-cased, no leading #, single spaces', () => {
    expect(normalizeTag('  #DHA  Lahore ')).toBe('dha lahore');
    expect(normalizeTag('##Off-Plan')).toBe('off-plan');
    expect(normalizeTag('دبي')).toBe('دبي');
    expect(normalizeTags(['A', 'a', ' ', '#a', 'B'])).toEqual(['a', 'b']);
  });

  it('splits typed text on commas, Arabic commas, semicolons and new lines', () => {
    expect(splitTags('dha, Lahore; villas\nrent،دبي ,, ')).toEqual(['dha', 'lahore', 'villas', 'rent', 'دبي']);
  });
});

describe('meta length advice', () => {
  it('says empty, short, good or long against the recommended range', () => {
    expect(lengthAdvice(0, META_TITLE_RANGE)).toBe('empty');
    expect(lengthAdvice(49, META_TITLE_RANGE)).toBe('short');
    expect(lengthAdvice(50, META_TITLE_RANGE)).toBe('good');
    expect(lengthAdvice(60, META_TITLE_RANGE)).toBe('good');
    expect(lengthAdvice(61, META_TITLE_RANGE)).toBe('long');
    expect(lengthAdvice(155, META_DESCRIPTION_RANGE)).toBe('good');
  });
});

describe('blog filters in the URL', () => {
  it('reads what makes sense and drops the rest', () => {
    expect(parseBlogFilters(new URLSearchParams('category=investment&tag=%23DHA&q=%20yield%20&page=2'))).toEqual({
      category: 'investment',
      tag: 'dha',
      q: 'yield',
      page: 2,
      page_size: 12,
    });
    expect(
      parseBlogFilters({ category: 'astrology', page: '-1', page_size: '1000', author: 'x', featured: 'yes' }),
    ).toEqual({ page: 1, page_size: 12 });
    expect(parseBlogFilters({ featured: '1', author: '7', tag: 'x'.repeat(31) })).toEqual({
      featured: true,
      author: 7,
      page: 1,
      page_size: 12,
    });
  });

  it('writes them back in a fixed order without defaults', () => {
    expect(blogFiltersToParams({ tag: 'dha', category: 'buying', page: 1, page_size: 12 }).toString()).toBe(
      'category=buying&tag=dha',
    );
    expect(blogListHref({ page: 3 })).toBe('/blogpages?page=3');
    expect(blogListHref({})).toBe('/blogpages');
    expect(blogListHref({ tag: 'دبي' })).toBe('/blogpages?tag=%D8%AF%D8%A8%D9%8A');
  });
});

describe('blog input schema', () => {
  const valid = { title: 'T', content: '<p>Words</p>', categories: ['buying'] };

  it('needs title, content and a category; everything else has defaults', () => {
    const parsed = blogInputSchema.parse(valid);
    expect(parsed).toMatchObject({ title: 'T', tags: [], faqs: [], categories: ['buying'] });
    const empty = blogInputSchema.safeParse({ title: ' ', content: '<p> </p>', categories: [] });
    expect(empty.success).toBe(false);
    const messages = empty.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'title:blog.errors.title_required',
        'content:blog.errors.content_required',
        'categories:blog.errors.category_required',
      ]),
    );
  });

  it('treats blank optional fields as none, and meta lengths outside the advice as fine', () => {
    const parsed = blogInputSchema.parse({
      ...valid,
      catalog_link: ' ',
      meta_title: '',
      meta_description: 'x'.repeat(300),
    });
    expect(parsed.catalog_link).toBeNull();
    expect(parsed.meta_title).toBeNull();
    expect(parsed.meta_description).toHaveLength(300);
  });

  it('an update may hold only some fields, and null removes the picture', () => {
    expect(blogUpdateSchema.parse({ featured_image: null })).toEqual({ featured_image: null });
    expect(blogUpdateSchema.safeParse({ title: '' }).success).toBe(false);
  });

  it('finds rough text in HTML', () => {
    expect(roughText('<p>a&nbsp;<b>b</b></p><p></p>')).toBe('a b');
    expect(roughText('<br><p></p>')).toBe('');
  });
});
