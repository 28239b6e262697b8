import { initialStatusFor, toSquareMetres, type ListingInput, type ListingStatus } from '@estate/shared';
import { slugWithId } from '../../lib/slug.js';
import type { NewListingRow } from './listing.table.js';

/** "3-bed-apartment-in-dubai-marina-1042": readable, and the trailing id makes it unique and stable. */
export function listingSlug(title: string, id: number): string {
  return slugWithId(title, id, 'property');
}

export const cityKeyOf = (city: string) => city.trim().toLowerCase();

/**
 * The stored row for a validated listing (media columns are filled from the claimed uploads).
 * Seeds and the create service both go through here, so derived columns never drift.
 */
type Translations = 'title_translation' | 'description_translation';
type Media = 'featured_image' | 'gallery_images' | 'videos' | 'floor_plans';

/** A listing's fields without its media; the second language's texts may be left out (none). */
export type ListingRowInput = Omit<ListingInput, Media | Translations> & Partial<Pick<ListingInput, Translations>>;

export function buildListingRow(
  input: ListingRowInput,
  ownerId: number,
  id: number,
  status: ListingStatus = initialStatusFor(input.purpose),
): NewListingRow {
  return {
    id,
    slug: listingSlug(input.title, id),
    ownerId,
    purpose: input.purpose,
    areaType: input.area_type,
    propertyType: input.property_type,
    title: input.title,
    description: input.description ?? '',
    // The other language's texts (issue 39, M4): empty is none.
    titleTranslation: input.title_translation || null,
    descriptionTranslation: input.description_translation || null,
    price: input.price,
    currency: input.currency,
    rentFrequency: input.purpose === 'rent' ? (input.rent_frequency ?? null) : null,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    floors: input.floors ?? null,
    amenities: [...new Set(input.amenities ?? [])],
    country: input.country,
    city: input.city,
    cityKey: cityKeyOf(input.city),
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    location: { x: input.longitude, y: input.latitude },
    areaSize: input.area_size,
    areaUnit: input.area_unit,
    areaSqm: toSquareMetres(input.area_size, input.area_unit),
    status,
    youtubeLinks: input.youtube_links ?? [],
  };
}
