import { describe, expect, it } from 'vitest';
import { listingInputSchema, listingStepSchemas, listingUpdateSchema, inquiryInputSchema } from './listing.schema.js';

const valid = {
  purpose: 'rent',
  area_type: 'residential',
  property_type: 'apartment',
  title: 'Two bedroom flat in Dubai Marina',
  description: 'Sea view.',
  price: '95,000',
  currency: 'AED',
  rent_frequency: 'year',
  bedrooms: '2',
  bathrooms: 2,
  floors: '',
  amenities: ['parking', 'gym'],
  country: 'ae',
  city: ' Dubai ',
  address: 'Marina Promenade, Tower 3',
  latitude: '25.0805',
  longitude: 55.1403,
  area_unit: 'sqft',
  area_size: '1,250',
  featured_image: '0b8f6c1e-6a4e-4d59-9d0c-2f1d7f9a1a11',
  gallery_images: [],
  youtube_links: ['https://youtu.be/dQw4w9WgXcQ'],
};

/** The message of the first issue on a field, for input with some fields changed. */
function messageFor(field: string, changes: Record<string, unknown>): string | undefined {
  const result = listingInputSchema.safeParse({ ...valid, ...changes });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('listing rules (spec section 5), each with its own message', () => {
  it('accepts a complete listing and normalizes what was typed', () => {
    const parsed = listingInputSchema.parse(valid);
    expect(parsed).toMatchObject({ price: 95000, bedrooms: 2, area_size: 1250, country: 'AE', city: 'Dubai' });
    expect(parsed.floors).toBeUndefined();
  });

  it.each([
    ['purpose', { purpose: undefined }, 'listing_rules.purpose_required'],
    ['area_type', { area_type: '' }, 'listing_rules.area_type_required'],
    ['property_type', { property_type: undefined }, 'listing_rules.property_type_required'],
    ['property_type', { area_type: 'plot' }, 'listing_rules.property_type_mismatch'],
    ['title', { title: '   ' }, 'listing_rules.title_required'],
    ['title', { title: 'Flat' }, 'listing_rules.title_too_short'],
    ['title', { title: 'x'.repeat(151) }, 'listing_rules.title_too_long'],
    ['price', { price: '' }, 'listing_rules.price_required'],
    ['price', { price: 0 }, 'listing_rules.price_invalid'],
    ['price', { price: 'ten' }, 'listing_rules.price_required'],
    ['currency', { currency: 'XYZ' }, 'listing_rules.currency_required'],
    ['rent_frequency', { rent_frequency: '' }, 'listing_rules.rent_frequency_required'],
    ['bedrooms', { bedrooms: '' }, 'listing_rules.bedrooms_required'],
    ['bedrooms', { bedrooms: 2.5 }, 'listing_rules.bedrooms_invalid'],
    ['bathrooms', { bathrooms: undefined }, 'listing_rules.bathrooms_required'],
    ['bathrooms', { bathrooms: -1 }, 'listing_rules.bathrooms_invalid'],
    ['floors', { floors: 201 }, 'listing_rules.floors_invalid'],
    ['country', { country: '' }, 'listing_rules.country_required'],
    ['city', { city: '  ' }, 'listing_rules.city_required'],
    ['latitude', { latitude: '' }, 'listing_rules.location_required'],
    ['longitude', { longitude: undefined }, 'listing_rules.location_required'],
    ['latitude', { latitude: 90.5 }, 'listing_rules.latitude_invalid'],
    ['latitude', { latitude: -91 }, 'listing_rules.latitude_invalid'],
    ['longitude', { longitude: 180.01 }, 'listing_rules.longitude_invalid'],
    ['longitude', { longitude: -200 }, 'listing_rules.longitude_invalid'],
    ['address', { address: '' }, 'listing_rules.address_required'],
    ['area_unit', { area_unit: '' }, 'listing_rules.area_unit_required'],
    ['area_size', { area_unit: '' }, 'listing_rules.area_unit_first'],
    ['area_size', { area_size: '' }, 'listing_rules.area_size_required'],
    ['area_size', { area_size: -5 }, 'listing_rules.area_size_invalid'],
    ['featured_image', { featured_image: undefined }, 'listing_rules.featured_image_required'],
    ['gallery_images', { gallery_images: Array(21).fill(valid.featured_image) }, 'listing_rules.too_many_images'],
    [
      'youtube_links',
      { youtube_links: Array(6).fill('https://youtu.be/dQw4w9WgXcQ') },
      'listing_rules.too_many_youtube',
    ],
    ['youtube_links', { youtube_links: ['https://vimeo.com/12345'] }, 'listing_rules.youtube_invalid'],
    ['amenities', { amenities: ['helipad'] }, 'listing_rules.amenity_invalid'],
  ])('%s: %j gives %s', (field, changes, message) => {
    expect(messageFor(field, changes)).toBe(message);
  });

  it('rent frequency is not asked for a sale', () => {
    expect(messageFor('rent_frequency', { purpose: 'sale', rent_frequency: '' })).toBeUndefined();
  });

  it('reports every missing field at once, so the wizard can show them together', () => {
    const result = listingInputSchema.safeParse({ purpose: 'rent' });
    const fields = new Set(result.error?.issues.map((i) => String(i.path[0])));
    for (const f of [
      'area_type',
      'title',
      'price',
      'rent_frequency',
      'country',
      'city',
      'address',
      'latitude',
      'area_unit',
      'featured_image',
    ]) {
      expect(fields, f).toContain(f);
    }
  });

  it('each wizard step checks only its own fields', () => {
    expect(
      listingStepSchemas.type.safeParse({ purpose: 'sale', area_type: 'plot', property_type: 'residential_plot' })
        .success,
    ).toBe(true);
    const details = listingStepSchemas.details.safeParse({ purpose: 'rent', title: 'Nice flat here' });
    expect(details.error?.issues.map((i) => i.path[0])).toContain('rent_frequency');
    expect(details.error?.issues.map((i) => i.path[0])).not.toContain('country');
    expect(
      listingStepSchemas.location.safeParse({
        country: 'PK',
        city: 'Lahore',
        address: 'X',
        latitude: 31.5,
        longitude: 74.3,
      }).success,
    ).toBe(true);
  });

  it('an edit leaves out what it does not change (no defaults fill in)', () => {
    expect(listingUpdateSchema.parse({ title: 'A better title' })).toEqual({ title: 'A better title' });
  });
});

describe('inquiry rules', () => {
  const base = { name: 'Ali', message: 'Hello' };
  it('phone channels need a phone number, e-mail needs an address', () => {
    expect(inquiryInputSchema.safeParse({ ...base, channel: 'sms' }).error?.issues[0]?.message).toBe(
      'listing_rules.phone_required',
    );
    expect(inquiryInputSchema.safeParse({ ...base, channel: 'email', email: 'bad' }).error?.issues[0]?.message).toBe(
      'listing_rules.email_invalid',
    );
    expect(inquiryInputSchema.safeParse({ ...base, channel: 'phone', phone: '+92 300 1234567' }).success).toBe(true);
  });
});
