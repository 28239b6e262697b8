import type { Currency, Purpose, RentFrequency } from '../listing/listing-options.js';
import type { ResponsiveImage } from '../listing/listing.types.js';
import type { CorporateTool } from './service.schema.js';
import type { Material, MaterialUnit } from './materials.js';
import type { ServiceRequestAction, ServiceRequestStatus } from './request-states.js';
import type { ServicePriceUnit, ServiceTrade } from './trades.js';

/** The provider as a card shows them. */
export interface ServiceProviderSummary {
  id: number;
  name: string;
  slug: string;
  profile_picture: string;
  verified: boolean;
}

export interface ServiceCard {
  id: number;
  slug: string;
  trade: ServiceTrade;
  title: string;
  country: string;
  city: string;
  area_served: string;
  price_from: number | null;
  currency: string | null;
  price_unit: ServicePriceUnit | null;
  photo: ResponsiveImage | null;
  rating_avg: number | null;
  rating_count: number;
  status: 'active' | 'paused';
  provider: ServiceProviderSummary;
  created_at: string;
}

export interface ServiceReview {
  id: number;
  rating: number;
  body: string;
  created_at: string;
  reviewer: { id: number; name: string; slug: string; profile_picture: string };
}

export interface ServiceDetail extends ServiceCard {
  description: string;
  photos: ResponsiveImage[];
  provider: ServiceProviderSummary & { member_since: string; type: string; designation: string | null };
  reviews: ServiceReview[];
  updated_at: string;
  /** Only for the provider: the upload ids of `photos`, in order (for the editor). */
  photo_ids?: string[];
}

export interface ServiceListAnswer {
  results: ServiceCard[];
  count: number;
  page: number;
  page_size: number;
  pages: number;
}

export interface TradeCount {
  trade: ServiceTrade;
  count: number;
}

export interface ServiceRequestView {
  id: number;
  status: ServiceRequestStatus;
  what: string;
  location: string;
  wanted_on: string | null;
  budget: number | null;
  currency: string | null;
  created_at: string;
  updated_at: string;
  service: { id: number; slug: string; title: string; trade: ServiceTrade };
  provider: ServiceProviderSummary;
  requester: ServiceProviderSummary;
  /** What the asking user may do now (per REQUEST_TRANSITIONS). */
  actions: ServiceRequestAction[];
  /** The requester's review, once given. */
  review: { rating: number; body: string } | null;
  can_review: boolean;
}

export interface CorporateInterestView {
  id: number;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  team_size: string | null;
  interests: CorporateTool[];
  message: string;
  created_at: string;
}

export interface MaterialRateView {
  material: Material;
  unit: MaterialUnit;
  price: number;
  currency: string;
  rate_date: string;
  /** The rate before this one (same material and city), for the change arrow. */
  previous_price: number | null;
  /** Percentage change from the previous rate, rounded to one decimal, or null. */
  change_pct: number | null;
}

export interface MaterialRatesAnswer {
  city: string;
  country: string | null;
  rates: MaterialRateView[];
}

export interface MaterialCity {
  city: string;
  country: string;
  currency: string;
  latest: string;
}

export interface MaterialHistoryAnswer {
  material: Material;
  city: string;
  unit: MaterialUnit | null;
  currency: string | null;
  points: { date: string; price: number }[];
}

export interface ShortVideo {
  id: string;
  url: string;
  poster: string | null;
  mime: string;
  listing: {
    id: number;
    slug: string;
    title: string;
    price: number;
    currency: Currency;
    purpose: Purpose;
    rent_frequency: RentFrequency | null;
    city: string;
    cover: ResponsiveImage | null;
  };
  created_at: string;
}

export interface ShortsAnswer {
  results: ShortVideo[];
  /** Pass as `cursor` for the next page; null at the end. */
  next_cursor: string | null;
}

/** Videos per page of the shorts feed. */
export const SHORTS_PAGE_SIZE = 8;
