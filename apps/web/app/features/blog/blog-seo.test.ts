import { describe, expect, it } from 'vitest';
import type { BlogDetail } from '@estate/shared';
import { blogJsonLd, blogMetaTags, textLanguage } from './blog-seo';

const post: BlogDetail = {
  id: 5,
  slug: 'a-guide-5',
  title: 'A guide',
  excerpt: 'Short text',
  featured_image: {
    thumb: { url: '/media/t.webp', width: 320, height: 168 },
    card: { url: '/media/c.webp', width: 640, height: 336 },
    full: { url: '/media/f.webp', width: 1200, height: 630 },
  },
  categories: ['buying'],
  tags: ['dha', 'lahore'],
  is_featured: false,
  views: 3,
  comments_count: 2,
  reading_minutes: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  author: { id: 1, full_name: 'Ayesha Khan', slug: 'ayesha-khan', profile_picture: '/x.svg', is_verified_user: true },
  is_mine: false,
  content_html: '<p>Short text</p>',
  faqs: [{ question: 'Q?', answer: 'A.' }],
  catalog_link: null,
  meta_title: null,
  meta_description: null,
  seo: { title: 'A guide', description: 'Short text' },
};

describe('blog SEO', () => {
  it('tells English from Arabic text', () => {
    expect(textLanguage('Buying a flat')).toBe('en');
    expect(textLanguage('دليل شراء شقة in Dubai')).toBe('ar');
  });

  it('describes the post as a BlogPosting and its questions as an FAQPage, with absolute URLs', () => {
    const [posting, faq] = blogJsonLd(post, {
      canonical: 'https://estate.example/blogpages/a-guide-5',
      origin: 'https://estate.example',
      brand: 'Estate',
      description: 'Short text',
      sections: ['Buying'],
    });
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A guide',
      image: ['https://estate.example/media/f.webp'],
      author: { '@type': 'Person', name: 'Ayesha Khan', url: 'https://estate.example/profile/ayesha-khan/' },
      datePublished: '2026-01-01T00:00:00.000Z',
      keywords: 'dha, lahore',
      articleSection: ['Buying'],
      inLanguage: 'en',
    });
    expect(faq).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
    expect(
      blogJsonLd({ ...post, faqs: [] }, { canonical: 'c', origin: 'o', brand: 'b', description: 'd', sections: [] }),
    ).toHaveLength(1);
  });

  it('puts article Open Graph tags and one JSON-LD script per item in the head', () => {
    const tags = blogMetaTags({
      title: 'A guide',
      description: 'Short text',
      brand: 'Estate',
      canonical: 'https://estate.example/blogpages/a-guide-5',
      locale: 'ar',
      image: { url: 'https://estate.example/media/f.webp', width: 1200, height: 630, alt: 'A guide' },
      publishedAt: post.created_at,
      modifiedAt: post.updated_at,
      authorName: 'Ayesha Khan',
      section: 'Buying',
      tags: ['dha'],
      jsonLd: [{ a: 1 }, { b: 2 }],
    });
    expect(tags).toContainEqual({ title: 'A guide | Estate' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'ar_AR' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://estate.example/media/f.webp' });
    expect(tags).toContainEqual({ property: 'article:tag', content: 'dha' });
    expect(tags.filter((t) => 'script:ld+json' in t)).toHaveLength(2);
  });
});
