import { data } from 'react-router';
import type { SsrContext } from '@estate/shared';
import { getProfilesBySlug, getProfilesListings, getProfilesPosts } from '@estate/shared/contracts/follows';
import { serverT } from '../../lib/i18n/i18n.server';
import { absoluteUrl, pageUrl } from '../../lib/i18n/share-meta';
import { profileJsonLd, type ProfileSeo } from './profile-seo';

function notFound(context: SsrContext): never {
  const t = serverT(context.locale);
  throw data(
    { title: t('public_profile.not_found_title'), text: t('public_profile.not_found_text'), brand: t('brand.name') },
    { status: 404 },
  );
}

const excerpt = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/** A public profile page: the profile, a page of their listings and their latest posts, as the visitor. */
export async function loadProfilePage({
  params,
  request,
  context,
}: {
  params: { slug?: string };
  request: Request;
  context: SsrContext;
}) {
  const slug = encodeURIComponent(params.slug ?? '');
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '', 10) || 1),
  );
  const [profile, listings, posts] = await Promise.all([
    context.call(getProfilesBySlug, { params: { slug } }),
    context.call(getProfilesListings, { params: { slug }, query: { page } }),
    context.call(getProfilesPosts, { params: { slug } }),
  ]);
  if (!profile.ok) {
    if (profile.status === 404 || profile.status === 400) notFound(context);
    throw new Error(`Profile ${slug} failed to load (${profile.status})`);
  }
  const person = profile.body;
  const t = serverT(context.locale);
  const canonical = pageUrl(context, `/profile/${person.slug}${page > 1 ? `?page=${page}` : ''}`);
  const type = t(`account_types.${person.type}`);
  const memberSince = new Intl.DateTimeFormat(context.locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(person.member_since));
  const description = person.bio
    ? excerpt(person.bio, 155)
    : t('public_profile.meta.description', {
        name: person.full_name,
        brand: t('brand.name'),
        listings: person.listings_count,
        date: memberSince,
      });
  const seo: ProfileSeo = {
    title: t('public_profile.meta.title', { name: person.full_name, type: person.designation ?? type }),
    description,
    brand: t('brand.name'),
    canonical,
    locale: context.locale,
    image: absoluteUrl(context.origin, person.profile_picture),
    jsonLd: profileJsonLd(person, pageUrl(context, `/profile/${person.slug}`), context.origin, description),
  };
  return {
    profile: person,
    listings: listings.ok ? listings.body : null,
    posts: posts.ok ? posts.body.results : [],
    page,
    seo,
  };
}
