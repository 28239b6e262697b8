import type { BlogFaq } from '@estate/shared';
import { Accordion } from '../../ui/accordion';

/**
 * WAI-ARIA accordion of a post's questions (the static FAQ page's pattern, with h3 questions
 * under the section's h2). Each question is a button that expands its answer region.
 */
export function BlogFaqs({ faqs }: { faqs: BlogFaq[] }) {
  return <Accordion items={faqs} headingLevel="h3" className="accordion blog-faqs" testId="blog-faqs" dir="auto" />;
}
