import type { PublicProfile } from '@estate/shared';

/** Account types that are businesses in property: schema.org RealEstateAgent; everyone else a Person. */
const AGENT_TYPES = new Set(['agent', 'dealer']);

export interface ProfileSeo {
  title: string;
  description: string;
  brand: string;
  canonical: string;
  image: string | null;
  jsonLd: Record<string, unknown>;
}

const absolute = (origin: string, url: string) => {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return url;
  }
};

/** schema.org Person or RealEstateAgent for a public profile (public fields only). */
export function profileJsonLd(profile: PublicProfile, canonical: string, origin: string, description: string) {
  const agent = AGENT_TYPES.has(profile.type);
  return {
    '@context': 'https://schema.org',
    '@type': agent ? 'RealEstateAgent' : 'Person',
    '@id': canonical,
    url: canonical,
    name: profile.full_name,
    description,
    image: absolute(origin, profile.profile_picture),
    ...(profile.designation && !agent ? { jobTitle: profile.designation } : {}),
    ...(profile.awards.length ? { award: profile.awards.map((a) => a.title) } : {}),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/FollowAction',
      userInteractionCount: profile.followers,
    },
  };
}

export function profileMetaTags(seo: ProfileSeo) {
  return [
    { title: `${seo.title} | ${seo.brand}` },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: 'profile' },
    { property: 'og:site_name', content: seo.brand },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    { name: 'twitter:card', content: 'summary' },
    { 'script:ld+json': seo.jsonLd },
  ];
}

export { absolute as absoluteProfileUrl };
