import { z } from 'zod';
import { LISTING_LANGUAGES } from '../listing/listing-options.js';
import { forgiving, queryFlag, queryText } from '../query-fields.js';
import { BLOG_CATEGORIES } from './blog-options.js';

/** The blog list's query string, for the API's documentation (issue 40); `parseBlogFilters` reads it. */
export const blogQuerySchema = z.object({
  category: forgiving(z.enum(BLOG_CATEGORIES), 'Posts of this category'),
  tag: queryText('Posts with this tag'),
  q: queryText('Words of the title, excerpt or tags'),
  author: queryText("The author's user id"),
  featured: queryFlag('Featured posts only'),
  lang: forgiving(z.enum(LISTING_LANGUAGES), 'Posts written in this language'),
  page: queryText('Page number, from 1'),
  page_size: queryText('Posts per page (at most 48)'),
});
