import type { ListingDetail, ResponsiveImage, UploadedFile, UploadKind } from '@estate/shared';
import { withMarketCurrency, type WizardValues } from './wizard-types';

const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function imageFile(id: string, kind: UploadKind, image: ResponsiveImage, name: string): UploadedFile {
  return { id, kind, mime: 'image/webp', size: 0, name, url: image.full.url, image, poster: null };
}

/** The wizard's fields and files for a listing its owner edits (the detail answer with media_ids). */
export function listingToWizard(listing: ListingDetail): {
  values: WizardValues;
  media: Record<UploadKind, UploadedFile[]>;
} {
  const ids = listing.media_ids;
  const values: WizardValues = {
    purpose: listing.purpose,
    area_type: listing.area_type,
    property_type: listing.property_type,
    title: listing.title,
    description: listing.description,
    title_translation: listing.title_translation ?? '',
    description_translation: listing.description_translation ?? '',
    price: str(listing.price),
    currency: listing.currency,
    price_currency: listing.currency,
    rent_frequency: listing.rent_frequency ?? '',
    bedrooms: str(listing.bedrooms),
    bathrooms: str(listing.bathrooms),
    floors: str(listing.floors),
    area_unit: listing.area_unit,
    area_size: str(listing.area_size),
    amenities: listing.amenities,
    country: listing.country,
    city: listing.city,
    address: listing.address,
    latitude: str(listing.latitude),
    longitude: str(listing.longitude),
    place_label: '',
    youtube_links: listing.youtube_links,
    youtube_input: '',
    permit_number: listing.permit?.number ?? '',
    permit_qr_url: listing.permit?.check_url ?? '',
    permit_qr_upload: '',
    permit_qr_name: '',
    permit_expires_on: listing.permit?.expires_on ?? '',
  };
  const featured =
    ids?.featured_image && listing.cover ? [imageFile(ids.featured_image, 'featured', listing.cover, 'cover')] : [];
  const gallery = (ids?.gallery_images ?? []).flatMap((id, i) => {
    const image = listing.gallery[i];
    return image ? [imageFile(id, 'gallery', image, `photo-${i + 1}`)] : [];
  });
  const video = (ids?.videos ?? []).flatMap((id, i) => {
    const v = listing.videos[i];
    return v
      ? [
          {
            id,
            kind: 'video' as const,
            mime: v.mime,
            size: v.size,
            name: `video-${i + 1}`,
            url: v.url,
            image: null,
            poster: v.poster,
          },
        ]
      : [];
  });
  const floor_plan = (ids?.floor_plans ?? []).flatMap((id, i) => {
    const plan = listing.floor_plans[i];
    return plan
      ? [
          {
            id,
            kind: 'floor_plan' as const,
            mime: plan.mime,
            size: plan.size,
            name: plan.name,
            url: plan.url,
            image: plan.image,
            poster: null,
          },
        ]
      : [];
  });
  return { values: withMarketCurrency(values), media: { featured, gallery, video, floor_plan } };
}
