import type { Locale, PublicProfile } from '@estate/shared';
import { absoluteUrl, shareMetaTags } from '../../lib/i18n/share-meta';

/** Account types that are businesses in property: schema.org RealEstateAgent; everyone else a Person. */
const AGENT_TYPES = new Set(['agent', 'dealer']);

export interface ProfileSeo {
  title: string;
  description: string;
  brand: string;
  canonical: string;
  locale: Locale;
  image: string | null;
  jsonLd: Record<string, unknown>;
}

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
    image: absoluteUrl(origin, profile.profile_picture),
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
  return shareMetaTags({
    ...seo,
    ogType: 'profile',
    image: seo.image ? { url: seo.image } : null,
    largeImageCard: false,
    jsonLd: [seo.jsonLd],
  });
}
