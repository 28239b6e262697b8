import { useLoaderData } from 'react-router';
import { localRedirect } from '../lib/i18n/redirect.server';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import { serverT } from '../lib/i18n/i18n.server';
import { ListingWizard } from '../features/listing-wizard/listing-wizard';
import { EditUnavailable } from '../features/listing-wizard/edit-unavailable';
import type { Route } from './+types/add-listing';

const listingOf = endpoint<typeof ops.getPropertiesById>('GET', '/api/properties/:id/');

export async function loader({ context, request }: Route.LoaderArgs) {
  // Guests are told 'Please log in to add a listing.' on the login page, which returns them here.
  if (!context.user) {
    const url = new URL(request.url);
    const back = url.searchParams.has('edit') ? url.pathname + url.search : '/add-listing';
    throw localRedirect(request, `/auth/login?redirect=${encodeURIComponent(back)}&reason=add_listing`);
  }
  const base = {
    userId: context.user.id,
    countryCode: context.country?.country_code ?? '',
  };
  const editId = new URL(request.url).searchParams.get('edit');
  if (editId === null)
    return { ...base, meta: pageMeta(context.locale, 'add_listing'), editing: null, editMissing: false };

  const t = serverT(context.locale);
  const meta = {
    title: t('wizard.edit.title'),
    description: t('wizard.edit.meta_description'),
    brand: t('brand.name'),
  };
  const answer = /^\d+$/.test(editId) ? await context.call(listingOf, { params: { id: editId } }) : null;
  const editing = answer?.ok && answer.body.is_owner ? answer.body : null;
  return { ...base, meta, editing, editMissing: !editing };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.meta, data?.meta.brand),
  { name: 'robots', content: 'noindex' },
];

export default function AddListingRoute() {
  const { userId, countryCode, editing, editMissing } = useLoaderData<typeof loader>();
  if (editMissing) return <EditUnavailable />;
  // A new key per listing gives each its own fresh wizard state.
  return (
    <ListingWizard
      key={editing?.id ?? 'new'}
      userId={userId}
      countryCode={countryCode}
      editing={editing ?? undefined}
    />
  );
}
