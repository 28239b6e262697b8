import { z } from 'zod';
import { okSchema } from '../api-error.schema.js';
import {
  commentInputSchema,
  inquiryInputSchema,
  likeAnswerSchema,
  likeSchema,
  listingAppealSchema,
  listingEventSchema,
  listingInputSchema,
  listingPriceSchema,
  listingStatusSchema,
  listingUpdateSchema,
} from '../listing/listing.schema.js';
import {
  areaSuggestionsAnswerSchema,
  cityOverviewAnswerSchema,
  inquiryAnswerSchema,
  listingAnswerSchema,
  listingCommentSchema,
  listingCommentsAnswerSchema,
  listingDetailSchema,
  mapAnswerSchema,
  relatedAnswerSchema,
  searchAnswerSchema,
} from '../listing/listing.types.js';
import { mapQuerySchema, searchQuerySchema } from '../listing/search-query.schema.js';
import { differentUnitQuerySchema } from '../units/unit.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The listings feature's API operations (decision 0064). */

const slugParams = z.object({ id: z.string().min(1).max(200) });

export const postLikeOrUnlike = defineOperation({
  method: 'POST',
  path: '/api/LikeOrUnlike/',
  tags: ['properties'],
  summary:
    'Like or unlike a listing (signed in): `liked` sets the state (safe to retry), without it the like toggles; answers whether it is now liked',
  body: likeSchema,
  response: { 200: likeAnswerSchema },
});

export const getPropertiesComments = defineOperation({
  method: 'GET',
  path: '/api/properties/:id/comments/',
  tags: ['properties'],
  summary: 'Comments on a listing, newest first (anyone)',
  params: idParams,
  response: { 200: listingCommentsAnswerSchema },
});

export const postPropertiesComments = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/comments/',
  tags: ['properties'],
  summary: 'Comment on a listing (signed in)',
  params: idParams,
  body: commentInputSchema,
  response: { 201: listingCommentSchema },
});

export const postPropertiesInquiries = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/inquiries/',
  tags: ['properties'],
  summary: 'Contact the lister by phone, WhatsApp, SMS or e-mail (saved and counted by channel)',
  params: idParams,
  body: inquiryInputSchema,
  response: { 200: inquiryAnswerSchema },
});

export const postPropertiesEvents = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/events/',
  tags: ['properties'],
  summary: 'Count a view, click or share (once per visitor per day)',
  params: idParams,
  body: listingEventSchema,
  response: { 200: z.object({ status: z.literal('success'), counted: z.boolean() }) },
});

export const getProperties = defineOperation({
  method: 'GET',
  path: '/api/properties/',
  tags: ['properties'],
  summary: 'Search listings: filters, keyword (full text, English and Arabic), sort, pagination, map box',
  description:
    'Every parameter is optional, and one whose value makes no sense is ignored rather than refused, so a shared or hand-edited link always shows results.',
  query: searchQuerySchema,
  response: { 200: searchAnswerSchema },
});

export const getPropertiesCities = defineOperation({
  method: 'GET',
  path: '/api/properties/cities/',
  tags: ['properties'],
  summary: "Every city with its number of public listings (exact up to 1,000, then 'more') and a photo",
  response: { 200: cityOverviewAnswerSchema },
});

export const getPlacesAreas = defineOperation({
  method: 'GET',
  path: '/api/places/areas/',
  tags: ['properties'],
  summary: 'Areas (neighbourhoods) whose name is alike to what was typed, typo-tolerant, in a city if named',
  description:
    "For the search form's area field: `q` (what was typed, any spelling, English or Arabic), `city` (optional). At most 8, best first; `name` is what `area=` of a search carries.",
  query: z.object({ q: z.string().optional(), city: z.string().optional() }),
  response: { 200: areaSuggestionsAnswerSchema },
});

export const getPropertiesMap = defineOperation({
  method: 'GET',
  path: '/api/properties/map/',
  tags: ['properties'],
  summary: 'The listings inside a box on a map: pins, or true counts per cell past 300 (same filters as the search)',
  description:
    "`zoom` (0-20, the map's zoom level) sizes the cells to about 80 screen pixels; without it, or when it is not a whole number in range, the box's width decides.",
  query: mapQuerySchema,
  response: { 200: mapAnswerSchema },
});

export const getPropertiesById = defineOperation({
  method: 'GET',
  path: '/api/properties/:id/',
  tags: ['properties'],
  summary: 'One listing by slug or id (404 "Property Not Found" when unknown or hidden)',
  description: 'The answer`s `slug` is canonical: a client holding an older slug should redirect to it.',
  params: slugParams,
  response: { 200: listingDetailSchema },
});

export const getPropertiesRelated = defineOperation({
  method: 'GET',
  path: '/api/properties/:id/related/',
  tags: ['properties'],
  summary: 'Similar (same type, purpose and city, close price), nearby and recommended listings',
  params: idParams,
  response: { 200: relatedAnswerSchema },
});

export const postProperties = defineOperation({
  method: 'POST',
  path: '/api/properties/',
  tags: ['properties'],
  summary: 'Create a listing (signed in). Media are upload ids from POST /api/uploads/{kind}/',
  description:
    'A listing that looks like one of the lister`s own (same photos, or same place, size and price) answers 409 `duplicate_unit` naming it; `?different_unit=1` publishes it for review instead.',
  query: differentUnitQuerySchema.extend({
    /** "The price is right" after a 409 `price_typo`: published for a moderator to check (issue 41). */
    price_confirmed: z.enum(['0', '1']).optional(),
  }),
  body: listingInputSchema,
  response: { 201: listingAnswerSchema },
});

export const patchPropertiesById = defineOperation({
  method: 'PATCH',
  path: '/api/properties/:id/',
  tags: ['properties'],
  summary: 'Edit a listing (lister or agency manager); fields left out stay as they are',
  params: idParams,
  body: listingUpdateSchema,
  response: { 200: listingAnswerSchema },
});

export const postPropertiesStatus = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/status/',
  tags: ['properties'],
  summary: 'Change the status (lister or agency manager)',
  description: 'Back to public, the duplicate check runs as at creation (409 `duplicate_unit`; `?different_unit=1`).',
  params: idParams,
  query: differentUnitQuerySchema,
  body: listingStatusSchema,
  response: { 200: listingAnswerSchema },
});

export const postPropertiesAppeal = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/appeal/',
  tags: ['properties'],
  summary: 'Appeal against an administrator taking the listing down (lister or agency manager)',
  params: idParams,
  body: listingAppealSchema,
  response: { 200: listingAnswerSchema },
});

export const postPropertiesPrice = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/price/',
  tags: ['properties'],
  summary: 'Edit the price (lister or agency manager); the change goes into the price history',
  params: idParams,
  body: listingPriceSchema,
  response: { 200: listingAnswerSchema },
});

export const deletePropertiesById = defineOperation({
  method: 'DELETE',
  path: '/api/properties/:id/',
  tags: ['properties'],
  summary: 'Delete a listing and its files (lister or agency manager)',
  params: idParams,
  response: { 200: okSchema },
});
