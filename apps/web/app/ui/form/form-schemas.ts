/**
 * The shared zod schemas that forms on the first pages (a listing's contact, comment, report,
 * price and appeal forms, a blog post's comment form, an agency's contact form) check before sending. zod is about 25 kB
 * gzip: these load on the first submit (or when the form is first focused, see
 * `preloadFormSchemas`), never with the page.
 * Import them only through `formSchemas()`.
 */
export {
  agencyContactInputSchema,
  blogCommentInputSchema,
  commentInputSchema,
  inquiryInputSchema,
  listingAppealSchema,
  listingPriceSchema,
  reportInputSchema,
} from '@estate/shared';
