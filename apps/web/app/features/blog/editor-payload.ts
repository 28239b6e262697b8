import type { BlogDetail } from '@estate/shared';
import type { EditorValues } from './editor-draft';

type Errors = Record<string, string>;

/** The request body for the values: a new post, or every field of an edit. */
export function payloadOf(values: EditorValues, post: BlogDetail | null): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: values.title,
    content: values.content,
    tags: values.tags,
    categories: values.categories,
    faqs: values.faqs,
    catalog_link: values.catalog_link,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
  };
  if (values.featured?.id) body.featured_image = values.featured.id;
  else if (!values.featured && post?.featured_image) body.featured_image = null;
  return body;
}

/** Field errors (catalog keys) from a failed parse; FAQ rows keep their own ("faqs.0.answer"). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const [first, index, part] = issue.path.map(String);
    const name = first === 'faqs' && index !== undefined && part ? `faqs.${index}.${part}` : (first ?? 'form');
    errors[name] ??= issue.message.startsWith('blog.') ? issue.message : 'validation.invalid';
  }
  return errors;
}
