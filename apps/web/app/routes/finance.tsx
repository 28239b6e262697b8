import { useLoaderData } from 'react-router';
import { MARKET_CURRENCIES } from '@estate/shared';
import {
  FINANCE_METHODS,
  MAX_RATE_PERCENT,
  MAX_YEARS,
  parseLocalizedNumber,
  type FinanceMethod,
} from '@estate/shared/finance';
import { serverT } from '../lib/i18n/i18n.server';
import { metaTags } from '../lib/i18n/page-meta';
import { rootPageUrl } from '../lib/i18n/share-meta';
import { FinancePage, type MarketCurrency } from '../features/finance/finance-page';
import type { Route } from './+types/finance';

const isMarketCurrency = (code: string | null): code is MarketCurrency =>
  (MARKET_CURRENCIES as readonly string[]).includes(code ?? '');

/** A number of the query within [low, high], else nothing (a bad link starts the plain calculator). */
function numberIn(query: URLSearchParams, name: string, low: number, high: number): number | undefined {
  const value = parseLocalizedNumber(query.get(name) ?? '');
  return value !== undefined && value >= low && value <= high ? value : undefined;
}

/**
 * /finance and /ar/finance (issue 41): `?currency=` one of the five markets', `?price=` to start
 * from; a saved calculation reopens with its `method`, `down`, `down_kind`, `years`, `rate` and
 * `scheme`.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.locale);
  const query = new URL(request.url).searchParams;
  const currency = query.get('currency');
  const method = query.get('method');
  const downKind = query.get('down_kind') === 'amount' ? ('amount' as const) : ('percent' as const);
  const scheme = numberIn(query, 'scheme', 1, 2 ** 31 - 1);
  return {
    currency: isMarketCurrency(currency) ? currency : MARKET_CURRENCIES[0],
    start: {
      price: numberIn(query, 'price', 0.01, 1e13),
      method: (FINANCE_METHODS as readonly string[]).includes(method ?? '') ? (method as FinanceMethod) : undefined,
      down: numberIn(query, 'down', 0, downKind === 'percent' ? 100 : 1e13),
      downKind,
      years: numberIn(query, 'years', 0.5, MAX_YEARS),
      ratePercent: numberIn(query, 'rate', 0, MAX_RATE_PERCENT),
      schemeId: scheme !== undefined && Number.isInteger(scheme) ? scheme : undefined,
    },
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
  const { currency, start } = useLoaderData<typeof loader>();
  return <FinancePage currency={currency} start={start} />;
}
