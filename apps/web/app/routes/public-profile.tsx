import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { Link } from '../lib/link';
import { useTranslation } from '../lib/i18n/use-translation';
import { ProfilePage } from '../pages/public-profile/profile-page';
import { profileMetaTags } from '../features/follows/profile-seo';
import { loadProfilePage } from '../features/follows/profile.server';
import type { Route } from './+types/public-profile';

export const loader = (args: Route.LoaderArgs) => loadProfilePage(args);

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (data?.seo) return profileMetaTags(data.seo);
  if (isRouteErrorResponse(error) && error.data && typeof error.data === 'object') {
    const info = error.data as { title?: string; brand?: string; text?: string };
    return [
      { title: `${info.title} | ${info.brand}` },
      { name: 'description', content: info.text },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [];
};

export default function PublicProfileRoute() {
  const data = useLoaderData<typeof loader>();
  return <ProfilePage key={data.profile.id} profile={data.profile} listings={data.listings} posts={data.posts} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="container page-message" data-testid="profile-not-found">
        <h1>{t('public_profile.not_found_title')}</h1>
        <p className="muted">{t('public_profile.not_found_text')}</p>
        <Link className="button" to="/">
          {t('public_profile.back_home')}
        </Link>
      </section>
    );
  }
  throw error;
}
