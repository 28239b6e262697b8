import type { BlogDetail, Locale } from '@estate/shared';
import { absoluteUrl, shareMetaTags } from '../../lib/i18n/share-meta';

/** What the detail loader prepares (translated on the server) for the page's head. */
export interface BlogSeo {
  title: string;
  description: string;
  brand: string;
  canonical: string;
  locale: Locale;
  image: { url: string; width: number; height: number; alt: string } | null;
  publishedAt: string;
  modifiedAt: string;
  authorName: string;
  section: string | null;
  tags: string[];
  jsonLd: Record<string, unknown>[];
}

const ARABIC = /[\u0600-\u06ff]/g;
const LATIN = /[A-Za-z]/g;

/** The language a text is mostly written in (the blog has English and Arabic posts). */
export function textLanguage(text: string): Locale {
  const arabic = text.match(ARABIC)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}

/** schema.org BlogPosting, plus FAQPage when the post has questions. */
export function blogJsonLd(
  post: BlogDetail,
  input: { canonical: string; origin: string; brand: string; description: string; sections: string[] },
): Record<string, unknown>[] {
  const image = post.featured_image ? absoluteUrl(input.origin, post.featured_image.full.url) : undefined;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${input.canonical}#post`,
    mainEntityOfPage: input.canonical,
    url: input.canonical,
    headline: post.title.slice(0, 110),
    description: input.description,
    datePublished: post.created_at,
    dateModified: post.updated_at,
    inLanguage: textLanguage(`${post.title} ${post.excerpt}`),
    author: {
      '@type': 'Person',
      name: post.author.full_name,
      url: absoluteUrl(input.origin, `/profile/${post.author.slug}/`),
    },
    publisher: { '@type': 'Organization', name: input.brand, url: input.origin },
    ...(image ? { image: [image] } : {}),
    ...(input.sections.length ? { articleSection: input.sections } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    commentCount: post.comments_count,
  };
  if (!post.faqs.length) return [posting];
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${input.canonical}#faq`,
    mainEntity: post.faqs.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return [posting, faq];
}

/** The head tags of a post's page (React Router `meta`). */
export function blogMetaTags(seo: BlogSeo) {
  return shareMetaTags({
    ...seo,
    ogType: 'article',
    extra: [
      { property: 'article:published_time', content: seo.publishedAt },
      { property: 'article:modified_time', content: seo.modifiedAt },
      { property: 'article:author', content: seo.authorName },
      ...(seo.section ? [{ property: 'article:section', content: seo.section }] : []),
      ...seo.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ],
  });
}
