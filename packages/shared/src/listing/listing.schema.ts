import { z } from 'zod';
import { AREA_UNITS } from './area-units.js';
import {
  ADDRESS_MAX_LENGTH,
  AMENITIES,
  AREA_TYPES,
  COMMENT_MAX_LENGTH,
  CURRENCIES,
  DESCRIPTION_MAX_LENGTH,
  INQUIRY_CHANNELS,
  INQUIRY_MESSAGE_MAX_LENGTH,
  OWNER_STATUSES,
  MAX_PRICE,
  PROPERTY_TYPES,
  PROPERTY_TYPES_BY_AREA,
  PURPOSES,
  RENT_FREQUENCIES,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
} from './listing-options.js';
import { MAX_YOUTUBE_LINKS, UPLOAD_RULES, isYoutubeVideoUrl } from './media-rules.js';
import { permitFields } from '../permits/permit-rules.js';
import { hasArabicLetters, textLanguageOf } from './listing-language.js';

/**
 * Every rule of spec section 5 "Listing", each with its own message. Messages are catalog
 * keys (`listing_rules.*`): the wizard shows them translated, the API answers them in English.
 */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numberFrom = (v: unknown) => {
  const value = emptyToUndefined(v);
  if (typeof value === 'string') {
    const n = Number(value.replace(/,/g, '').trim());
    return Number.isFinite(n) ? n : value;
  }
  return value;
};
const uploadId = z.uuid('listing_rules.upload_invalid');
const nullToEmpty = (v: unknown) => (v === null ? '' : v);

/**
 * The title and description in the other language (issue 39, M4): optional, and held to the main
 * text's rules (trimmed, the same lengths); empty means none.
 */
const translationFields = {
  title_translation: z
    .preprocess(
      nullToEmpty,
      z
        .string()
        .trim()
        .max(TITLE_MAX_LENGTH, 'listing_rules.title_too_long')
        .refine((v) => v === '' || v.length >= TITLE_MIN_LENGTH, 'listing_rules.title_too_short'),
    )
    .default(''),
  description_translation: z
    .preprocess(nullToEmpty, z.string().trim().max(DESCRIPTION_MAX_LENGTH, 'listing_rules.description_too_long'))
    .default(''),
};

const listingFields = {
  purpose: z.enum(PURPOSES, { error: 'listing_rules.purpose_required' }),
  area_type: z.enum(AREA_TYPES, { error: 'listing_rules.area_type_required' }),
  property_type: z.enum(PROPERTY_TYPES as [string, ...string[]], { error: 'listing_rules.property_type_required' }),
  title: z
    .string({ error: 'listing_rules.title_required' })
    .trim()
    .min(1, 'listing_rules.title_required')
    .min(TITLE_MIN_LENGTH, 'listing_rules.title_too_short')
    .max(TITLE_MAX_LENGTH, 'listing_rules.title_too_long'),
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, 'listing_rules.description_too_long').default(''),
  ...translationFields,
  price: z.preprocess(
    numberFrom,
    z
      .number({ error: 'listing_rules.price_required' })
      .positive('listing_rules.price_invalid')
      .max(MAX_PRICE, 'listing_rules.price_invalid'),
  ),
  currency: z.enum(CURRENCIES, { error: 'listing_rules.currency_required' }),
  rent_frequency: z.preprocess(emptyToUndefined, z.enum(RENT_FREQUENCIES).optional()),
  bedrooms: z.preprocess(
    numberFrom,
    z
      .number({ error: 'listing_rules.bedrooms_required' })
      .int('listing_rules.bedrooms_invalid')
      .min(0, 'listing_rules.bedrooms_invalid')
      .max(50, 'listing_rules.bedrooms_invalid'),
  ),
  bathrooms: z.preprocess(
    numberFrom,
    z
      .number({ error: 'listing_rules.bathrooms_required' })
      .int('listing_rules.bathrooms_invalid')
      .min(0, 'listing_rules.bathrooms_invalid')
      .max(50, 'listing_rules.bathrooms_invalid'),
  ),
  floors: z.preprocess(
    numberFrom,
    z
      .number({ error: 'listing_rules.floors_invalid' })
      .int('listing_rules.floors_invalid')
      .min(0, 'listing_rules.floors_invalid')
      .max(200, 'listing_rules.floors_invalid')
      .optional(),
  ),
  amenities: z
    .array(z.enum(AMENITIES, { error: 'listing_rules.amenity_invalid' }))
    .max(AMENITIES.length)
    .default([]),
  country: z
    .string({ error: 'listing_rules.country_required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'listing_rules.country_required'),
  city: z
    .string({ error: 'listing_rules.city_required' })
    .trim()
    .min(1, 'listing_rules.city_required')
    .max(100, 'listing_rules.city_required'),
  address: z
    .string({ error: 'listing_rules.address_required' })
    .trim()
    .min(1, 'listing_rules.address_required')
    .max(ADDRESS_MAX_LENGTH, 'listing_rules.address_too_long'),
  latitude: z.preprocess(
    numberFrom,
    z
      .number({ error: 'listing_rules.location_required' })
      .min(-90, 'listing_rules.latitude_invalid')
      .max(90, 'listing_rules.latitude_invalid'),
  ),
  longitude: z.preprocess(
    numberFrom,
    z
      .number({ error: 'listing_rules.location_required' })
      .min(-180, 'listing_rules.longitude_invalid')
      .max(180, 'listing_rules.longitude_invalid'),
  ),
  area_unit: z.enum(AREA_UNITS, { error: 'listing_rules.area_unit_required' }),
  area_size: z.preprocess(
    numberFrom,
    z
      .number({ error: 'listing_rules.area_size_required' })
      .positive('listing_rules.area_size_invalid')
      .max(1e9, 'listing_rules.area_size_invalid'),
  ),
  featured_image: uploadId.or(z.undefined()).refine((v) => v !== undefined, 'listing_rules.featured_image_required'),
  gallery_images: z.array(uploadId).max(UPLOAD_RULES.gallery.maxCount, 'listing_rules.too_many_images').default([]),
  videos: z.array(uploadId).max(UPLOAD_RULES.video.maxCount, 'listing_rules.too_many_videos').default([]),
  floor_plans: z
    .array(uploadId)
    .max(UPLOAD_RULES.floor_plan.maxCount, 'listing_rules.too_many_floor_plans')
    .default([]),
  youtube_links: z
    .array(z.string().trim().refine(isYoutubeVideoUrl, 'listing_rules.youtube_invalid'))
    .max(MAX_YOUTUBE_LINKS, 'listing_rules.too_many_youtube')
    .default([]),
  // An advertising permit (issue 37): required in Dubai, optional elsewhere (features/permits decides).
  ...permitFields,
};

type Fields = typeof listingFields;
type FieldName = keyof Fields;

/** A text is in the language: Arabic has Arabic letters; English has Latin ones and, in a title, no Arabic. */
function writtenIn(text: string, language: 'en' | 'ar', isTitle: boolean): boolean {
  if (language === 'ar') return hasArabicLetters(text);
  return /[A-Za-z]/.test(text) && !(isTitle && hasArabicLetters(text));
}

/** The second language's texts are in the other language than the title, and come with a title. */
function translationRules(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const title = typeof value.title === 'string' ? value.title.trim() : '';
  const titleTranslation = typeof value.title_translation === 'string' ? value.title_translation.trim() : '';
  const descriptionTranslation =
    typeof value.description_translation === 'string' ? value.description_translation.trim() : '';
  if (!title) return;
  const other = textLanguageOf(title) === 'ar' ? 'en' : 'ar';
  if (titleTranslation && !writtenIn(titleTranslation, other, true)) {
    ctx.addIssue({ code: 'custom', path: ['title_translation'], message: `listing_rules.translation_in_${other}` });
  }
  if (descriptionTranslation && !writtenIn(descriptionTranslation, other, false)) {
    ctx.addIssue({
      code: 'custom',
      path: ['description_translation'],
      message: `listing_rules.translation_in_${other}`,
    });
  }
  if (descriptionTranslation && !titleTranslation) {
    ctx.addIssue({ code: 'custom', path: ['title_translation'], message: 'listing_rules.translation_title_required' });
  }
}

/** Rules across fields, applied to whatever part of the listing a schema holds. */
const crossFieldRules = (names: readonly string[]) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (value == null || typeof value !== 'object') return;
  if (names.includes('title_translation')) translationRules(value, ctx);
  // The unit comes before the size: a size typed without a unit points at the unit.
  if ('area_unit' in value || 'area_size' in value) {
    if (value.area_size != null && value.area_size !== '' && !value.area_unit) {
      ctx.addIssue({ code: 'custom', path: ['area_size'], message: 'listing_rules.area_unit_first' });
    }
  }
  if (value.purpose === 'rent' && names.includes('rent_frequency') && !value.rent_frequency) {
    ctx.addIssue({ code: 'custom', path: ['rent_frequency'], message: 'listing_rules.rent_frequency_required' });
  }
  if ('area_type' in value && 'property_type' in value && value.area_type && value.property_type) {
    // An unknown area type is reported by its own field; the rule runs after that failure too.
    // Only the table's own keys: "constructor" or "__proto__" would find Object's (issue 38, S4).
    const key = String(value.area_type);
    const types = Object.hasOwn(PROPERTY_TYPES_BY_AREA, key)
      ? (PROPERTY_TYPES_BY_AREA[key as keyof typeof PROPERTY_TYPES_BY_AREA] as readonly string[])
      : undefined;
    if (types && !types.includes(value.property_type as string)) {
      ctx.addIssue({ code: 'custom', path: ['property_type'], message: 'listing_rules.property_type_mismatch' });
    }
  }
};

function pickFields<K extends FieldName>(names: readonly K[]) {
  return Object.fromEntries(names.map((n) => [n, listingFields[n]])) as Pick<Fields, K>;
}

function stepSchema<K extends FieldName>(names: readonly K[]) {
  return z.object(pickFields(names)).superRefine(crossFieldRules(names), { when: () => true });
}

/** The wizard's steps, in order, with the fields each one checks before moving on. */
export const LISTING_STEPS = [
  { key: 'type', fields: ['purpose', 'area_type', 'property_type'] },
  {
    key: 'details',
    fields: [
      'purpose',
      'title',
      'description',
      'title_translation',
      'description_translation',
      'price',
      'currency',
      'rent_frequency',
      'bedrooms',
      'bathrooms',
      'floors',
      'area_unit',
      'area_size',
      'amenities',
    ],
  },
  {
    key: 'location',
    fields: [
      'country',
      'city',
      'address',
      'latitude',
      'longitude',
      'permit_number',
      'permit_qr_url',
      'permit_qr_upload',
      'permit_expires_on',
    ],
  },
  { key: 'media', fields: ['featured_image', 'gallery_images', 'videos', 'floor_plans', 'youtube_links'] },
  { key: 'review', fields: [] },
] as const satisfies readonly { key: string; fields: readonly FieldName[] }[];
export type ListingStepKey = (typeof LISTING_STEPS)[number]['key'];

export const listingStepSchemas = Object.fromEntries(
  LISTING_STEPS.map((step) => [step.key, stepSchema(step.fields as readonly FieldName[])]),
) as Record<ListingStepKey, ReturnType<typeof stepSchema>>;

/** A whole new listing: what the wizard submits and `POST /api/properties/` accepts. */
const ALL_FIELDS = Object.keys(listingFields) as FieldName[];
export const listingInputSchema = z
  .object(listingFields)
  .superRefine(crossFieldRules(ALL_FIELDS), { when: () => true });
export type ListingInput = z.output<typeof listingInputSchema>;
export type ListingDraft = Partial<z.input<typeof listingInputSchema>>;

/**
 * An edit: the same fields, each optional and without defaults (a field left out stays as it
 * is; media lists replace the old ones when given). The server checks the merged listing with
 * listingInputSchema, so every rule still applies.
 */
export const listingUpdateSchema = z.object(
  Object.fromEntries(
    ALL_FIELDS.map((name) => {
      const field = listingFields[name] as z.ZodType;
      const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
      return [name, inner.optional()];
    }),
  ) as { [K in FieldName]: z.ZodOptional<z.ZodType<z.output<Fields[K]>, z.input<Fields[K]>>> },
);
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

export const listingStatusSchema = z.object({
  status: z.enum(OWNER_STATUSES, { error: 'listing_rules.status_invalid' }),
  /** Sold or rented: the price it went for, if the lister tells (optional; issue 41's price check accuracy). */
  final_price: listingFields.price.optional(),
});
export const listingPriceSchema = z.object({ price: listingFields.price });

/** The owner's appeal against an administrator's takedown: what they changed, or why it should stand. */
export const listingAppealSchema = z.object({
  message: z
    .string({ error: 'listing_rules.appeal_required' })
    .trim()
    .min(10, { error: 'listing_rules.appeal_short' })
    .max(1000, { error: 'listing_rules.appeal_long' }),
});
export type ListingAppeal = z.infer<typeof listingAppealSchema>;

export const likeSchema = z.object({
  // A listing id is a PostgreSQL integer: a larger one is no listing, not an error (issue 38, S5).
  property_id: z.coerce
    .number({ error: 'listing_rules.property_required' })
    .int()
    .positive()
    .max(2_147_483_647, 'listing_rules.property_required'),
  /** The state wanted (safe to retry); left out, the like is toggled as the spec's API does. */
  liked: z.boolean().optional(),
});
export const likeAnswerSchema = z.object({ status: z.literal('success'), liked: z.boolean() });

export const commentInputSchema = z.object({
  body: z
    .string({ error: 'listing_rules.comment_required' })
    .trim()
    .min(1, 'listing_rules.comment_required')
    .max(COMMENT_MAX_LENGTH, 'listing_rules.comment_too_long'),
});

/**
 * Who is writing and what: the listing page's inquiry and the agency page's contact form
 * (agencies/agency-contact.schema.ts) check them alike.
 */
export const inquiryContactFields = {
  name: z
    .string({ error: 'listing_rules.name_required' })
    .trim()
    .min(1, 'listing_rules.name_required')
    .max(120, 'listing_rules.name_required'),
  email: z.preprocess(emptyToUndefined, z.email('listing_rules.email_invalid').max(254).optional()),
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{5,22}$/, 'listing_rules.phone_invalid')
      .optional(),
  ),
  message: z
    .string({ error: 'listing_rules.message_required' })
    .trim()
    .min(1, 'listing_rules.message_required')
    .max(INQUIRY_MESSAGE_MAX_LENGTH, 'listing_rules.message_too_long'),
};

export const inquiryInputSchema = z
  .object({
    channel: z.enum(INQUIRY_CHANNELS, { error: 'listing_rules.channel_required' }),
    ...inquiryContactFields,
  })
  .superRefine((value, ctx) => {
    if (value.channel === 'email' && !value.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'listing_rules.email_required' });
    }
    if (value.channel !== 'email' && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'listing_rules.phone_required' });
    }
  });
export type InquiryInput = z.output<typeof inquiryInputSchema>;

export const LISTING_EVENT_KINDS = ['view', 'click', 'share'] as const;
export const listingEventSchema = z.object({ kind: z.enum(LISTING_EVENT_KINDS) });
