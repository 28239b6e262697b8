import { data } from 'react-router';
import { useTranslation } from '../lib/i18n/use-translation';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import type { Route } from './+types/not-found';
import { Link } from '../lib/link';

export function loader({ context }: Route.LoaderArgs) {
  return data({ meta: pageMeta(context.locale, 'not_found') }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data: d }) => metaTags(d?.meta, d?.meta.brand);

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="container page-message">
      <h1>{t('errors.not_found_title')}</h1>
      <p>{t('errors.not_found_text')}</p>
      <Link className="button" to="/">
        {t('errors.back_home')}
      </Link>
    </section>
  );
}
