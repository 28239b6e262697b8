import {
  activeBannersQuerySchema,
  adPackagesQuerySchema,
  bannerAdSchema,
  blazingDealSchema,
  featureListingSchema,
} from '../credits/credits.schema.js';
import {
  activeBannersAnswerSchema,
  activeBlazingAnswerSchema,
  adListingOptionsAnswerSchema,
  adPurchaseAnswerSchema,
  creditsAnswerSchema,
  endAdAnswerSchema,
  featureListingAnswerSchema,
  featurePackagesAnswerSchema,
  myAdsAnswerSchema,
} from '../credits/credits.types.js';
import { listingAnswerSchema } from '../listing/listing.types.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The credits feature's API operations (decision 0064). */

const tags = ['ads'];

export const getCredits = defineOperation({
  method: 'GET',
  path: '/api/credits/',
  tags: ['ads'],
  summary: 'Your credit balance (available, used, total), listing quota and latest ledger rows',
  description:
    'The balance is the sum of your ledger rows: grants (signup_grant, admin_grant, refund) are positive, purchases negative. The newest 50 rows are listed.',
  response: { 200: creditsAnswerSchema },
});

export const getAdsPackages = defineOperation({
  method: 'GET',
  path: '/api/ads/packages/',
  tags: ['ads'],
  summary: 'Feature packages on offer (what each placement costs in credits and how many days it runs)',
  query: adPackagesQuerySchema,
  response: { 200: featurePackagesAnswerSchema },
});

export const getAdsMine = defineOperation({
  method: 'GET',
  path: '/api/ads/mine/',
  tags: ['ads'],
  summary: 'Your feature ads, banner ads and blazing deals, newest first, each running, ended or blocked',
  response: { 200: myAdsAnswerSchema },
});

export const getAdsListings = defineOperation({
  method: 'GET',
  path: '/api/ads/listings/',
  tags: ['ads'],
  summary: 'Your live listings that may be advertised, with whether each is featured or has a running deal',
  response: { 200: adListingOptionsAnswerSchema },
});

export const postPropertiesFeature = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/feature/',
  tags: ['properties', ...tags],
  summary: 'Feature your listing: spends the package credits and creates a feature ad (lister or agency manager)',
  description:
    'Body: package_id of a feature package, optional cover_image (an upload id of kind ad_image). The listing must be live (for sale, for rent or active) and not featured already (409). 402 insufficient_credits when the balance is short.',
  params: idParams,
  body: featureListingSchema,
  response: { 200: featureListingAnswerSchema },
});

export const postPropertiesUnfeature = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/unfeature/',
  tags: ['properties', ...tags],
  summary: 'End the running feature ad of your listing now (lister or agency manager; used credits are not refunded)',
  params: idParams,
  response: { 200: listingAnswerSchema },
});

export const postAdsBanners = defineOperation({
  method: 'POST',
  path: '/api/ads/banners/',
  tags: ['ads'],
  summary: 'Buy a banner ad (title, description, image upload of kind ad_image, is_mobile, link)',
  description:
    'link is an https:// address or a path on this site ("/properties?city=Lahore"). 402 insufficient_credits when the balance is short.',
  body: bannerAdSchema,
  response: { 201: adPurchaseAnswerSchema },
});

export const postAdsBlazing = defineOperation({
  method: 'POST',
  path: '/api/ads/blazing/',
  tags: ['ads'],
  summary: 'Buy a blazing deal for your live listing (shown in the home page strip)',
  body: blazingDealSchema,
  response: { 201: adPurchaseAnswerSchema },
});

export const postAdsEnd = defineOperation({
  method: 'POST',
  path: '/api/ads/:id/end/',
  tags: ['ads'],
  summary: 'End your own ad now (no refund); another user’s ad is not found',
  params: idParams,
  response: { 200: endAdAnswerSchema },
});

export const getAdsBannersActive = defineOperation({
  method: 'GET',
  path: '/api/ads/banners/active/',
  tags: ['ads'],
  summary: 'Running banners for a slot, picked at random (mobile=1 for the phone variant)',
  query: activeBannersQuerySchema,
  response: { 200: activeBannersAnswerSchema },
});

export const getAdsBlazingActive = defineOperation({
  method: 'GET',
  path: '/api/ads/blazing/active/',
  tags: ['ads'],
  summary: 'Running blazing deals with their listing cards (the home page strip)',
  response: { 200: activeBlazingAnswerSchema },
});
