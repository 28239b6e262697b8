import type { AreaUnit } from './area-units.js';
import type {
  AreaType,
  Currency,
  InquiryChannel,
  ListingStatus,
  PropertyType,
  Purpose,
  RentFrequency,
} from './listing-options.js';
import type { AnyUploadKind } from './media-rules.js';

/** One WebP rendition of an uploaded image. */
export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

/** The responsive renditions every listing image gets (spec: thumbnail, card, full). */
export interface ResponsiveImage {
  thumb: ImageVariant;
  card: ImageVariant;
  full: ImageVariant;
}

/** What `POST /api/uploads/{kind}/` answers. */
export interface UploadedFile {
  id: string;
  kind: AnyUploadKind;
  /** Detected by content. */
  mime: string;
  size: number;
  name: string;
  /** The file itself (documents, videos) or the full image. */
  url: string;
  image: ResponsiveImage | null;
  /** Poster frame of a video, when ffmpeg was available. */
  poster: string | null;
}

export interface ListerSummary {
  id: number;
  full_name: string;
  slug: string;
  profile_picture: string;
  is_verified_user: boolean;
  type: string;
  designation: string | null;
  member_since: string;
  /** Shown once a visitor reveals it (counted as a click). */
  has_phone: boolean;
}

/** A listing as search results and cards show it. */
export interface ListingCard {
  id: number;
  slug: string;
  title: string;
  purpose: Purpose;
  area_type: AreaType;
  property_type: PropertyType;
  status: ListingStatus;
  is_featured: boolean;
  price: number;
  currency: Currency;
  rent_frequency: RentFrequency | null;
  bedrooms: number;
  bathrooms: number;
  floors: number | null;
  area_size: number;
  area_unit: AreaUnit;
  area_sqm: number;
  country: string;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  cover: ResponsiveImage | null;
  photo_count: number;
  created_at: string;
}

export interface PriceChange {
  price: number;
  currency: Currency;
  changed_at: string;
}

/** A listing's own page. */
export interface ListingDetail extends ListingCard {
  description: string;
  amenities: string[];
  gallery: ResponsiveImage[];
  videos: { url: string; poster: string | null; mime: string; size: number }[];
  floor_plans: { url: string; name: string; mime: string; size: number; image: ResponsiveImage | null }[];
  youtube_links: string[];
  price_history: PriceChange[];
  views: number;
  clicks: number;
  shares: number;
  likes: number;
  comments_count: number;
  lister: ListerSummary;
  is_owner: boolean;
  /** Upload ids, for the owner's edit form only. */
  media_ids?: { featured_image: string | null; gallery_images: string[]; videos: string[]; floor_plans: string[] };
  /** For the owner only: an administrator's rejection reason while the listing waits in review. */
  review_note?: string | null;
  /** For the owner only: an administrator took the listing down; only an administrator can publish it again. */
  taken_down?: boolean;
  /** For the owner only: the appeal they sent against the takedown, if any. */
  appeal_note?: string | null;
  updated_at: string;
}

export interface SearchAnswer {
  results: ListingCard[];
  /** Exact up to SEARCH_COUNT_CAP; `count_capped` says there are more. */
  count: number;
  count_capped: boolean;
  /**
   * The count is the database's estimate, rounded (a keyword found in very many listings): shown
   * as "about N". Otherwise it is exact, or with `count_capped` a lower bound.
   */
  count_estimated: boolean;
  page: number;
  page_size: number;
  pages: number;
  /**
   * When more results follow this page: the `after` value that asks for the next one (keyset
   * paging; null on the last page and for keyword relevance, which ranks a bounded pool).
   */
  next_after: number | null;
}

export interface MapPoint {
  id: number;
  slug: string;
  title: string;
  latitude: number;
  longitude: number;
  price: number;
  currency: Currency;
  purpose: Purpose;
  rent_frequency: RentFrequency | null;
  is_featured: boolean;
}

export interface MapAnswer {
  points: MapPoint[];
  /** How many match inside the box (points are capped at MAP_MAX_POINTS). */
  total: number;
}

export interface RelatedAnswer {
  similar: ListingCard[];
  nearby: (ListingCard & { distance_km: number })[];
  recommended: ListingCard[];
}

export interface ListingComment {
  id: number;
  body: string;
  created_at: string;
  author: { id: number; full_name: string; slug: string; profile_picture: string };
  is_mine: boolean;
}

export interface InquiryAnswer {
  status: 'success';
  channel: InquiryChannel;
  /** The lister's phone for phone, WhatsApp and SMS; their e-mail stays private. */
  phone: string | null;
  message: string;
}
