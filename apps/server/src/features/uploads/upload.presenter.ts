import type { ListingDetail, ResponsiveImage, UploadedFile } from '@estate/shared';
import type { UploadRow } from './upload.table.js';

export function toUploadedFile(row: UploadRow): UploadedFile {
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    name: row.originalName,
    url: row.url,
    image: row.image ?? null,
    poster: row.poster ?? null,
  };
}

export type ListingMedia = Pick<ListingDetail, 'gallery' | 'videos' | 'floor_plans'> & {
  media_ids: NonNullable<ListingDetail['media_ids']>;
};

/** A listing's claimed uploads as its detail page shows them (rows ordered by position). */
/** What of an upload the listing's media shows (a listing's detail reads these as JSON). */
export type ListingUploadRow = Pick<
  UploadRow,
  'id' | 'kind' | 'url' | 'image' | 'poster' | 'mime' | 'size' | 'originalName'
>;

export function toListingMedia(rows: ListingUploadRow[]): ListingMedia {
  const of = (kind: UploadRow['kind']) => rows.filter((r) => r.kind === kind);
  const gallery = of('gallery');
  const videos = of('video');
  const floorPlans = of('floor_plan');
  return {
    gallery: gallery.map((r) => r.image).filter((image): image is ResponsiveImage => image !== null),
    videos: videos.map((r) => ({ url: r.url, poster: r.poster ?? null, mime: r.mime, size: r.size })),
    floor_plans: floorPlans.map((r) => ({
      url: r.url,
      name: r.originalName,
      mime: r.mime,
      size: r.size,
      image: r.image ?? null,
    })),
    media_ids: {
      featured_image: of('featured')[0]?.id ?? null,
      gallery_images: gallery.map((r) => r.id),
      videos: videos.map((r) => r.id),
      floor_plans: floorPlans.map((r) => r.id),
    },
  };
}
