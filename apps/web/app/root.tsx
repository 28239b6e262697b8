import { useEffect, type ReactNode } from 'react';
import { useTranslation } from './lib/i18n/use-translation';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { directionOf, localizedPath, RETURNING_ARABIC_VISITOR_SCRIPT, type Locale } from '@estate/shared';
import type { Route } from './+types/root';
import { TopNav } from './pages/shell/top-nav';
import { SiteFooter } from './pages/shell/site-footer';
// The lazily loaded banner's styles stay in the page's stylesheets (no unstyled flash).
import './features/auth/account-mail.css';
import './app.css';
import { Link } from './lib/link';
import { lazyComponent, lazyComponentsMounted } from './lib/lazy-component';
import { useSession } from './lib/session/use-session';
import { catalogPreload } from './lib/i18n/load-catalog';

// Only a signed-in user with an unconfirmed address sees the banner: its code (and <Trans>) loads
// for them alone.
const UnverifiedBanner = lazyComponent('unverified-banner', () =>
  import('./features/auth/unverified-banner').then((module) => module.UnverifiedBanner),
);

export function loader({ context }: Route.LoaderArgs) {
  return {
    user: context.user,
    locale: context.locale,
    country: context.country,
    supportEmail: context.supportEmail,
    map: { tileUrl: context.mapTileUrl, attribution: context.mapTileAttribution },
    origin: context.origin,
  };
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as { locale: Locale; origin: string; user: unknown } | undefined;
  const locale = data?.locale ?? 'en';
  const { pathname, search } = useLocation();
  // Issue 16: every page names its English and Arabic URLs, English being the default.
  const here = `${pathname}${search}`;
  const inEnglish = `${data?.origin ?? ''}${localizedPath(here, 'en')}`;
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* The page language's catalog downloads beside the scripts, not after the entry ran. */}
        <link {...catalogPreload(locale)} />
        {pathname === '/' && locale === 'en' && data && !data.user && (
          <script dangerouslySetInnerHTML={{ __html: RETURNING_ARABIC_VISITOR_SCRIPT }} />
        )}
        <Meta />
        <Links />
        <link rel="alternate" hrefLang="en" href={inEnglish} />
        <link rel="alternate" hrefLang="ar" href={`${data?.origin ?? ''}${localizedPath(here, 'ar')}`} />
        <link rel="alternate" hrefLang="x-default" href={inEnglish} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { t } = useTranslation();
  useEffect(() => {
    // Marks the page interactive (used by the browser tests and for styling), lazily loaded parts
    // (the signed-in header, the owner's bar) included.
    let live = true;
    void lazyComponentsMounted().then(() => {
      if (live) document.documentElement.dataset.hydrated = 'true';
    });
    return () => {
      live = false;
    };
  }, []);
  // The query client is the entry's (entry.server.tsx, entry.client.tsx: TanStack Query loads on
  // demand in the browser, decision 0058).
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      <TopNav />
      <UnverifiedNotice />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

/** The banner of a signed-in user whose address is not confirmed (spec: verify e-mail). */
function UnverifiedNotice() {
  const { user } = useSession();
  return !user || user.email_verified ? null : <UnverifiedBanner />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="main" className="site-main container page-message">
      <h1>{notFound ? t('errors.not_found_title') : t('errors.generic_title')}</h1>
      <p>{notFound ? t('errors.not_found_text') : t('errors.generic_text')}</p>
      <Link className="button" to="/">
        {t('errors.back_home')}
      </Link>
    </main>
  );
}
