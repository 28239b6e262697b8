import { data } from 'react-router';
import type { SsrContext } from '@estate/shared';
import { getAgenciesBySlug, getAgenciesInvitesByToken, getAgenciesListings } from '@estate/shared/contracts/agencies';
import { serverT } from '../../lib/i18n/i18n.server';
import { absoluteUrl, pageUrl } from '../../lib/i18n/share-meta';
import { agencyJsonLd, type AgencySeo } from './agency-seo';

interface LoaderArgs {
  params: { slug?: string };
  request: Request;
  context: SsrContext;
}

const excerpt = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

const positive = (value: string | null, max: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : null;
};

/**
 * An agency's public page: the agency, a page of its listings (of one agent with `?agent=`), and
 * its head: canonical in the page's language, RealEstateAgent JSON-LD with the public team.
 */
export async function loadAgencyPage({ params, request, context }: LoaderArgs) {
  const slug = params.slug ?? '';
  const query = new URL(request.url).searchParams;
  const page = positive(query.get('page'), 10_000) ?? 1;
  const agent = positive(query.get('agent'), 2_147_483_647);
  const [agency, listings] = await Promise.all([
    context.call(getAgenciesBySlug, { params: { slug } }),
    context.call(getAgenciesListings, { params: { slug }, query: { page, agent: agent ?? undefined } }),
  ]);
  const t = serverT(context.locale);
  if (!agency.ok) {
    if (agency.status === 404 || agency.status === 400) {
      throw data(
        {
          title: t('agencies.public.not_found_title'),
          text: t('agencies.public.not_found_text'),
          brand: t('brand.name'),
        },
        { status: 404 },
      );
    }
    throw new Error(`Agency ${slug} failed to load (${agency.status})`);
  }
  const found = agency.body;
  const path = `/agencies/${found.slug}`;
  // A filtered view is the same page for search engines; later pages are their own.
  const canonical = pageUrl(context, `${path}${page > 1 && !agent ? `?page=${page}` : ''}`);
  const description = found.about
    ? excerpt(found.about, 155)
    : t('agencies.public.meta_description', {
        name: found.name,
        city: found.city,
        sale: found.counts.for_sale,
        rent: found.counts.for_rent,
        brand: t('brand.name'),
      });
  const seo: AgencySeo = {
    title: t('agencies.public.meta_title', { name: found.name, city: found.city }),
    description,
    brand: t('brand.name'),
    canonical,
    locale: context.locale,
    image: found.logo ? absoluteUrl(context.origin, found.logo.card.url) : null,
    jsonLd: agencyJsonLd(found, pageUrl(context, path), context.origin, description, (member) =>
      pageUrl(context, `/profile/${member}`),
    ),
  };
  return { agency: found, listings: listings.ok ? listings.body : null, page, agent, seo };
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The invitation link's page: what it invites to and whether it is still open (null: no such link). */
export async function loadJoinPage({ request, context }: Omit<LoaderArgs, 'params'>) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const answer = TOKEN.test(token) ? await context.call(getAgenciesInvitesByToken, { params: { token } }) : null;
  if (answer && !answer.ok && answer.status !== 404 && answer.status !== 400) {
    throw new Error(`Invitation preview failed (${answer.status})`);
  }
  const t = serverT(context.locale);
  return {
    token,
    preview: answer?.ok ? answer.body : null,
    meta: { title: t('agencies.join.meta_title'), brand: t('brand.name') },
  };
}
