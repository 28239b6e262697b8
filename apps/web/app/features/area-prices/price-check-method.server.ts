import type { SsrContext } from '@estate/shared';
import { getPriceCheckAccuracy } from '@estate/shared/contracts/areas';
import { methodologyText } from './methodology.server';

/**
 * `/methodology/price-check` (issue 41): how the listing page's price check is worked out, and per
 * city how far it was from the final prices listers gave (null when the figures failed to load:
 * the page still explains the check).
 */
export async function loadPriceCheckMethodPage({ context }: { context: SsrContext }) {
  const answer = await context.call(getPriceCheckAccuracy);
  return { ...methodologyText(context, 'price_check'), accuracy: answer.ok ? answer.body : null };
}
