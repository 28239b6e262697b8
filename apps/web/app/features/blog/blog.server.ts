import { data, type AppLoadContext } from 'react-router';
import { localRedirect } from '../../lib/i18n/redirect.server';
import {
  blogFiltersToParams,
  blogListHref,
  blogPath,
  idFromSlug,
  loginPathFor,
  parseBlogFilters,
  type BlogDetail,
  type BlogFilters,
  type BlogListAnswer,
  type BlogMetaAnswer,
} from '@estate/shared';
import { getBlogs, getBlogsById, getBlogsComments, getBlogsMeta } from '@estate/shared/contracts/blog';
import { serverT } from '../../lib/i18n/i18n.server';
import { absoluteUrl, pageUrl } from '../../lib/i18n/share-meta';
import { blogJsonLd, type BlogSeo } from './blog-seo';

const EMPTY_LIST: BlogListAnswer = { results: [], count: 0, page: 1, page_size: 12, pages: 1 };
const EMPTY_META: BlogMetaAnswer = { total: 0, categories: [], tags: [] };
const FEATURED_COUNT = 4;

/** Whether any filter narrows the list (the featured row shows only on the plain first page). */
export const isFiltered = (filters: BlogFilters) =>
  Boolean(filters.category || filters.tag || filters.q || filters.author || filters.featured || filters.lang);

/** `/blogpages`: featured row, categories with counts, popular tags and a page of the latest posts. */
export async function loadBlogList(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const filters = parseBlogFilters(url.searchParams);
  const plain = !isFiltered(filters) && filters.page === 1;
  const [list, meta, featured] = await Promise.all([
    context.call(getBlogs, { search: blogFiltersToParams(filters) }),
    context.call(getBlogsMeta),
    plain ? context.call(getBlogs, { query: { featured: '1', page_size: FEATURED_COUNT } }) : null,
  ]);
  if (!list.ok) console.error('Blog list failed', list.status);
  const answer = list.ok ? list.body : EMPTY_LIST;
  const t = serverT(context.locale);
  const what = filters.q
    ? t('blog.meta.title_search', { q: filters.q })
    : filters.tag
      ? t('blog.meta.title_tag', { tag: filters.tag })
      : filters.category
        ? t('blog.meta.title_category', { category: t(`blog.categories.${filters.category}`) })
        : null;
  const heading = what ?? t('blog.meta.title');
  const title = filters.page > 1 ? t('blog.meta.title_page', { title: heading, page: filters.page }) : heading;
  const canonical = pageUrl(context, blogListHref({ ...filters, page_size: undefined }));
  return {
    filters,
    answer,
    meta: meta.ok ? meta.body : EMPTY_META,
    featured: featured?.ok ? featured.body.results : [],
    writeHref: context.user ? '/blogpages/new' : loginPathFor('/blogpages/new'),
    head: {
      title,
      description: what ? t('blog.meta.description_filtered', { what }) : t('blog.meta.description'),
      brand: t('brand.name'),
      canonical,
      prev: filters.page > 1 ? pageUrl(context, blogListHref({ ...filters, page: filters.page - 1 })) : null,
      next: filters.page < answer.pages ? pageUrl(context, blogListHref({ ...filters, page: filters.page + 1 })) : null,
    },
  };
}

/** The 404 answer: 'Blog not found.' in the visitor's language. */
function notFound(context: AppLoadContext): never {
  const t = serverT(context.locale);
  throw data(
    { title: t('blog.errors.not_found'), brand: t('brand.name'), description: t('blog.detail.not_found_text') },
    { status: 404 },
  );
}

/** A post's page, server rendered with its comments; an old slug answers 301 to the current one. */
export async function loadBlogDetail(params: { slug?: string }, request: Request, context: AppLoadContext) {
  const slug = params.slug ?? '';
  const id = idFromSlug(slug);
  if (id === null) notFound(context);
  const [detail, comments] = await Promise.all([
    context.call(getBlogsById, { params: { id: slug } }),
    context.call(getBlogsComments, { params: { id } }),
  ]);
  if (!detail.ok) {
    if (detail.status === 404 || detail.status === 400) notFound(context);
    throw new Error(`Blog ${slug} failed to load (${detail.status})`);
  }
  const post = detail.body;
  if (post.slug !== slug) throw localRedirect(request, `${blogPath(post.slug)}${new URL(request.url).search}`, 301);
  return {
    post,
    comments: comments.ok ? comments.body : { results: [], count: 0 },
    seo: buildSeo(post, context),
  };
}

function buildSeo(post: BlogDetail, context: AppLoadContext): BlogSeo {
  const t = serverT(context.locale);
  const canonical = pageUrl(context, blogPath(post.slug));
  const brand = t('brand.name');
  const sections = post.categories.map((c) => t(`blog.categories.${c}`));
  const image = post.featured_image;
  return {
    title: post.seo.title,
    description: post.seo.description,
    brand,
    canonical,
    locale: context.locale,
    image: image
      ? {
          url: absoluteUrl(context.origin, image.full.url),
          width: image.full.width,
          height: image.full.height,
          alt: post.title,
        }
      : null,
    publishedAt: post.created_at,
    modifiedAt: post.updated_at,
    authorName: post.author.full_name,
    section: sections[0] ?? null,
    tags: post.tags,
    jsonLd: blogJsonLd(post, { canonical, origin: context.origin, brand, description: post.seo.description, sections }),
  };
}

/** The editor: signed in only; editing someone else's post shows a refusal, an unknown one 404. */
export async function loadBlogEditor(params: { slug?: string }, request: Request, context: AppLoadContext) {
  const user = context.user;
  if (!user) {
    const url = new URL(request.url);
    throw localRedirect(request, loginPathFor(url.pathname + url.search));
  }
  const t = serverT(context.locale);
  const base = { userId: user.id, brand: t('brand.name') };
  if (params.slug === undefined) {
    return { ...base, post: null, forbidden: false, title: t('blog.editor.title_new') };
  }
  const id = idFromSlug(params.slug);
  if (id === null) notFound(context);
  const answer = await context.call(getBlogsById, { params: { id } });
  if (!answer.ok) {
    if (answer.status === 404) notFound(context);
    throw new Error(`Blog ${id} failed to load (${answer.status})`);
  }
  const post = answer.body;
  if (!post.is_mine) {
    return data({ ...base, post: null, forbidden: true, title: t('blog.editor.not_yours') }, { status: 403 });
  }
  return { ...base, post, forbidden: false, title: t('blog.editor.title_edit') };
}
