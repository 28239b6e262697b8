import type { AgencyPublic, Locale } from '@estate/shared';
import { absoluteUrl, shareMetaTags } from '../../lib/i18n/share-meta';

export interface AgencySeo {
  title: string;
  description: string;
  brand: string;
  canonical: string;
  locale: Locale;
  image: string | null;
  jsonLd: Record<string, unknown>;
}

/**
 * schema.org RealEstateAgent for an agency's public page: name, logo, where it is, its e-mail and
 * its public team (each member's profile page), public fields only (its number is shown on demand).
 */
export function agencyJsonLd(
  agency: AgencyPublic,
  canonical: string,
  origin: string,
  description: string,
  profileUrl: (slug: string) => string,
) {
  const logo = agency.logo ? absoluteUrl(origin, agency.logo.full.url) : undefined;
  const alternate = agency.name === agency.name_en ? agency.name_ar : agency.name_en;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': canonical,
    url: canonical,
    name: agency.name,
    // The name in the other language, when it has one.
    ...(alternate && alternate !== agency.name ? { alternateName: alternate } : {}),
    description,
    ...(logo ? { logo, image: logo } : {}),
    address: { '@type': 'PostalAddress', addressLocality: agency.city, addressCountry: agency.country },
    // No telephone: the number is shown on demand only (issue 42), never in the page's HTML.
    email: agency.email,
    ...(agency.website ? { sameAs: [agency.website] } : {}),
    ...(agency.licence.number ? { identifier: agency.licence.number } : {}),
    employee: agency.team.map((member) => ({
      '@type': 'Person',
      name: member.name,
      url: profileUrl(member.slug),
      ...(member.picture ? { image: absoluteUrl(origin, member.picture) } : {}),
    })),
  };
}

export function agencyMetaTags(seo: AgencySeo) {
  return shareMetaTags({
    ...seo,
    ogType: 'website',
    image: seo.image ? { url: seo.image } : null,
    largeImageCard: false,
    jsonLd: [seo.jsonLd],
  });
}
