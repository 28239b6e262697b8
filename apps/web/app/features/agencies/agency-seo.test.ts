import { describe, expect, it } from 'vitest';
import type { AgencyPublic } from '@estate/shared';
import { agencyJsonLd } from './agency-seo';

const image = (url: string) => ({ url, width: 400, height: 400 });
const agency: AgencyPublic = {
  id: 3,
  slug: 'ayesha-properties',
  name: 'Ayesha Properties',
  name_en: 'Ayesha Properties',
  name_ar: 'عائشة للعقارات',
  logo: { thumb: image('/media/a-t.webp'), card: image('/media/a-c.webp'), full: image('/media/a-f.webp') },
  about: 'Flats in Dubai Marina.',
  country: 'AE',
  city: 'Dubai',
  phone_masked: '+971 41 ••• ••67',
  whatsapp_masked: null,
  email: 'office@ayesha.example',
  website: 'https://ayesha.example',
  licence: { authority: 'dld_rera', number: '12345', expires_on: '2027-06-30', checked_at: null },
  status: 'active',
  counts: { for_sale: 12, for_rent: 30 },
  team: [
    {
      id: 9,
      slug: 'bilal-khan',
      name: 'Bilal Khan',
      picture: '/media/b.webp',
      role: 'agent',
      brn: '45678',
      brn_expires_on: '2027-03-31',
      live_listings: 4,
    },
  ],
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('agencyJsonLd', () => {
  it('is a RealEstateAgent with its logo, address, page and public team, and no telephone (shown on demand)', () => {
    const ld = agencyJsonLd(
      agency,
      'https://baytak.test/agencies/ayesha-properties',
      'https://baytak.test',
      'Flats in Dubai Marina.',
      (slug) => `https://baytak.test/profile/${slug}`,
    );
    expect(ld).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Ayesha Properties',
      alternateName: 'عائشة للعقارات',
      url: 'https://baytak.test/agencies/ayesha-properties',
      logo: 'https://baytak.test/media/a-f.webp',
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
      sameAs: ['https://ayesha.example'],
      employee: [{ '@type': 'Person', name: 'Bilal Khan', url: 'https://baytak.test/profile/bilal-khan' }],
    });
    expect(ld).not.toHaveProperty('telephone');
  });

  it('leaves out what the agency has not given', () => {
    const ld = agencyJsonLd({ ...agency, logo: null, website: null, name_ar: null, team: [] }, 'u', 'o', 'd', (s) => s);
    expect(ld).not.toHaveProperty('logo');
    expect(ld).not.toHaveProperty('sameAs');
    expect(ld).not.toHaveProperty('alternateName');
    expect(ld.employee).toEqual([]);
  });

  it('names the agency in the other language as its alternate name', () => {
    const arabic = agencyJsonLd({ ...agency, name: 'عائشة للعقارات' }, 'u', 'o', 'd', (s) => s);
    expect(arabic).toMatchObject({ name: 'عائشة للعقارات', alternateName: 'Ayesha Properties' });
  });
});
