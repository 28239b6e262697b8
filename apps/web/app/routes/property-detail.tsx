import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { loadListingPage } from '../pages/property-detail/detail-loader.server';
import { detailMetaTags } from '../pages/property-detail/detail-seo';
import { DetailPage } from '../pages/property-detail/detail-page';
import { ListingNotFound } from '../pages/property-detail/listing-not-found';
import type { Route } from './+types/property-detail';

export const loader = (args: Route.LoaderArgs) => loadListingPage(args);

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (data?.seo) return detailMetaTags(data.seo);
  if (isRouteErrorResponse(error) && error.data && typeof error.data === 'object') {
    const info = error.data as { title?: string; brand?: string; description?: string };
    return [
      { title: `${info.title} | ${info.brand}` },
      { name: 'description', content: info.description },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [];
};

export default function PropertyDetailRoute() {
  const data = useLoaderData<typeof loader>();
  return <DetailPage key={data.listing.id} {...data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ListingNotFound />;
  throw error;
}
