/**
 * The component tier's one way to render (decision 0061): a component inside React Router's route
 * stub (`createRoutesStub`), the page's language and a fresh query client, as a route renders it.
 * Every path leads to the same element, so a link or navigation can be followed: `location()`
 * answers where the app went.
 *
 *   const { location } = renderRoute(() => <Pager ... />, { url: '/ar/dashboard?page=2', locale: 'ar' });
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import type { Locale } from '@estate/shared';
import { createI18n } from '../app/lib/i18n/i18n';
import { serverResources } from '../app/lib/i18n/i18n.server';
import { TranslationProvider } from '../app/lib/i18n/use-translation';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="stub-location">{pathname + search}</output>;
}

export function renderRoute(
  ui: () => ReactElement,
  { url = '/', locale = 'en' }: { url?: string; locale?: Locale } = {},
) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          {ui()}
          <Where />
        </>
      ),
    },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TranslationProvider i18n={createI18n(locale, serverResources)}>
        <Stub initialEntries={[url]} />
      </TranslationProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location: () => screen.getByTestId('stub-location').textContent };
}
