import { useLoaderData } from 'react-router';
import { MARKET_CURRENCIES } from '@estate/shared';
import { parseLocalizedNumber } from '@estate/shared/finance';
import { serverT } from '../lib/i18n/i18n.server';
import { metaTags } from '../lib/i18n/page-meta';
import { rootPageUrl } from '../lib/i18n/share-meta';
import { FinancePage, type MarketCurrency } from '../features/finance/finance-page';
import type { Route } from './+types/finance';

const isMarketCurrency = (code: string | null): code is MarketCurrency =>
  (MARKET_CURRENCIES as readonly string[]).includes(code ?? '');

/** /finance and /ar/finance (issue 41): `?currency=` one of the five markets', `?price=` to start from. */
export function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.locale);
  const query = new URL(request.url).searchParams;
  const currency = query.get('currency');
  const price = parseLocalizedNumber(query.get('price') ?? '');
  return {
    currency: isMarketCurrency(currency) ? currency : MARKET_CURRENCIES[0],
    price: price !== undefined && price > 0 && price < 1e13 ? price : undefined,
    meta: { title: t('finance.page.title'), description: t('finance.page.meta_description'), brand: t('brand.name') },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [
        ...metaTags(data.meta, data.meta.brand),
        { tagName: 'link', rel: 'canonical', href: rootPageUrl(matches, '/finance') },
      ]
    : [];

export default function FinanceRoute() {
  const { currency, price } = useLoaderData<typeof loader>();
  return <FinancePage currency={currency} price={price} />;
}
