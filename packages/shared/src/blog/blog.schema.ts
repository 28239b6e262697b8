import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_LIMITS as L, normalizeTags } from './blog-options.js';

/**
 * Spec section 5 "Blog": title and content are required; meta title and description have
 * recommended lengths that are advice only (their hard caps here just stop abuse). Messages are
 * catalog keys (`blog.errors.*`): the editor shows them translated, the API answers in English.
 */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Visible text of an HTML fragment, roughly (the server checks again after sanitizing). */
export function roughText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

export const blogFaqSchema = z.object({
  question: z
    .string({ error: 'blog.errors.faq_question_required' })
    .trim()
    .min(1, 'blog.errors.faq_question_required')
    .max(L.questionMax, 'blog.errors.faq_question_too_long'),
  answer: z
    .string({ error: 'blog.errors.faq_answer_required' })
    .trim()
    .min(1, 'blog.errors.faq_answer_required')
    .max(L.answerMax, 'blog.errors.faq_answer_too_long'),
});
export type BlogFaq = z.infer<typeof blogFaqSchema>;

const fields = {
  title: z
    .string({ error: 'blog.errors.title_required' })
    .trim()
    .min(1, 'blog.errors.title_required')
    .max(L.titleMax, 'blog.errors.title_too_long'),
  content: z
    .string({ error: 'blog.errors.content_required' })
    .max(L.contentMax, 'blog.errors.content_too_long')
    .refine((html) => roughText(html).length > 0, 'blog.errors.content_required'),
  /** Upload id from `POST /api/uploads/blog_image/`; null removes the picture. */
  featured_image: z.uuid('blog.errors.image_invalid').nullable(),
  tags: z
    .array(z.string().max(200, 'blog.errors.tag_too_long'), { error: 'validation.invalid' })
    .max(50, 'blog.errors.too_many_tags')
    .transform(normalizeTags)
    .pipe(z.array(z.string().max(L.tagMax, 'blog.errors.tag_too_long')).max(L.tagsMax, 'blog.errors.too_many_tags')),
  categories: z
    .array(z.enum(BLOG_CATEGORIES, { error: 'blog.errors.category_invalid' }), {
      error: 'blog.errors.category_required',
    })
    .transform((list) => [...new Set(list)])
    .pipe(
      z
        .array(z.enum(BLOG_CATEGORIES))
        .min(L.categoriesMin, 'blog.errors.category_required')
        .max(L.categoriesMax, 'blog.errors.too_many_categories'),
    ),
  faqs: z.array(blogFaqSchema).max(L.faqsMax, 'blog.errors.too_many_faqs'),
  catalog_link: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(L.catalogLinkMax, 'blog.errors.catalog_link_invalid')
      .refine(isWebLink, 'blog.errors.catalog_link_invalid')
      .nullable(),
  ),
  meta_title: z.preprocess(
    blankToNull,
    z.string().trim().max(L.metaTitleMax, 'blog.errors.meta_title_too_long').nullable(),
  ),
  meta_description: z.preprocess(
    blankToNull,
    z.string().trim().max(L.metaDescriptionMax, 'blog.errors.meta_description_too_long').nullable(),
  ),
};

/** `POST /api/blogs/`: only title, content and a category are needed. */
export const blogInputSchema = z.object({
  title: fields.title,
  content: fields.content,
  featured_image: fields.featured_image.optional(),
  tags: fields.tags.default([]),
  categories: fields.categories,
  faqs: fields.faqs.default([]),
  catalog_link: fields.catalog_link.optional(),
  meta_title: fields.meta_title.optional(),
  meta_description: fields.meta_description.optional(),
});
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogValues = z.output<typeof blogInputSchema>;

/** `PATCH /api/blogs/{id}/`: fields left out stay as they are. */
export const blogUpdateSchema = z.object({
  title: fields.title.optional(),
  content: fields.content.optional(),
  featured_image: fields.featured_image.optional(),
  tags: fields.tags.optional(),
  categories: fields.categories.optional(),
  faqs: fields.faqs.optional(),
  catalog_link: fields.catalog_link.optional(),
  meta_title: fields.meta_title.optional(),
  meta_description: fields.meta_description.optional(),
});
export type BlogUpdate = z.output<typeof blogUpdateSchema>;

export const blogCommentInputSchema = z.object({
  body: z
    .string({ error: 'blog.errors.comment_required' })
    .trim()
    .min(1, 'blog.errors.comment_required')
    .max(L.commentMax, 'blog.errors.comment_too_long'),
});
export type BlogCommentInput = z.infer<typeof blogCommentInputSchema>;
