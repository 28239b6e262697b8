import {
  SERVICE_PAGE_SIZE,
  SERVICE_TRADES,
  canPublishIn,
  type ServiceListAnswer,
  type ServiceOfferInput,
  type ServiceOfferUpdate,
  type ServiceSearch,
  type TradeCount,
} from '@estate/shared';
import type { UserRow } from '../users/user.table.js';
import { toCard } from './service.presenter.js';
import type { NewOfferRow } from './service.repository.js';
import { pageCount } from '../../lib/paging.js';
import { cityKeyOf, refOf, forbidden, invalid, serviceSlug, type ServiceCore } from './service-core.js';

/** Offers: the directory, its trades, a provider's own offers and their changes. */
export function serviceOffers(core: ServiceCore) {
  const { deps, ownOffer, claimPhotos, detail, db, repo } = core;

  return {
    async search(filters: ServiceSearch): Promise<ServiceListAnswer> {
      const { rows, count } = await repo.search(
        { trade: filters.trade, cityKey: filters.city ? cityKeyOf(filters.city) : undefined, q: filters.q },
        filters.page,
        SERVICE_PAGE_SIZE,
      );
      return {
        results: rows.map((r) => toCard(r.offer, r.provider)),
        count,
        page: filters.page,
        page_size: SERVICE_PAGE_SIZE,
        pages: pageCount(count, SERVICE_PAGE_SIZE),
      };
    },

    /** Every trade with how many public offers it has (zero included), optionally in one city. */
    async trades(
      city?: string,
    ): Promise<{ trades: TradeCount[]; cities: { city: string; country: string; count: number }[] }> {
      const [counts, cities] = await Promise.all([repo.tradeCounts(city ? cityKeyOf(city) : undefined), repo.cities()]);
      const byTrade = new Map(counts.map((c) => [c.trade, c.n]));
      return {
        trades: SERVICE_TRADES.map((trade) => ({ trade, count: byTrade.get(trade) ?? 0 })),
        cities: cities.map((c) => ({ city: c.city, country: c.country, count: c.n })),
      };
    },

    detail,

    async mine(user: UserRow) {
      const rows = await repo.mine(user.id);
      return { results: rows.map((r) => toCard(r.offer, r.provider)) };
    },

    async create(input: ServiceOfferInput, user: UserRow) {
      if (!canPublishIn(user.type, input.trade)) {
        throw forbidden(
          canPublishIn(user.type, 'valuation') ? 'services.errors.trade_not_allowed' : 'services.errors.not_a_provider',
        );
      }
      const id = await db.transaction(async (tx) => {
        const newId = await repo.nextOfferId(tx);
        const photos = await claimPhotos(tx, newId, user.id, input.photos);
        await repo.insertOffer(tx, {
          id: newId,
          providerId: user.id,
          slug: serviceSlug(input.title, newId),
          trade: input.trade,
          title: input.title,
          description: input.description,
          country: input.country,
          city: input.city,
          cityKey: cityKeyOf(input.city),
          areaServed: input.area_served,
          priceFrom: input.price_from ?? null,
          currency: input.currency ?? null,
          priceUnit: input.price_unit ?? null,
          photos,
        });
        return newId;
      });
      return detail(String(id), user);
    },

    async update(id: number, patch: ServiceOfferUpdate, user: UserRow) {
      const offer = await ownOffer(id, user);
      if (patch.trade && patch.trade !== offer.trade && !canPublishIn(user.type, patch.trade)) {
        throw forbidden('services.errors.trade_not_allowed');
      }
      const priceFrom = patch.price_from !== undefined ? patch.price_from : offer.priceFrom;
      const currency = patch.currency ?? offer.currency;
      if (priceFrom != null && !currency) throw invalid('currency', 'services.errors.currency_required');
      await db.transaction(async (tx) => {
        const set: Partial<NewOfferRow> = {};
        if (patch.trade) set.trade = patch.trade;
        if (patch.title) {
          set.title = patch.title;
          set.slug = serviceSlug(patch.title, offer.id);
        }
        if (patch.description) set.description = patch.description;
        if (patch.country) set.country = patch.country;
        if (patch.city) {
          set.city = patch.city;
          set.cityKey = cityKeyOf(patch.city);
        }
        if (patch.area_served) set.areaServed = patch.area_served;
        if ('price_from' in patch) set.priceFrom = patch.price_from ?? null;
        if (patch.currency) set.currency = patch.currency;
        if ('price_unit' in patch) set.priceUnit = patch.price_unit ?? null;
        if (patch.status) set.status = patch.status;
        if (patch.photos) set.photos = await claimPhotos(tx, offer.id, offer.providerId, patch.photos);
        await repo.updateOffer(tx, offer.id, set);
      });
      return detail(String(offer.id), user);
    },

    async remove(id: number, user: UserRow) {
      const offer = await ownOffer(id, user);
      await db.transaction(async (tx) => {
        await deps.uploads.release(tx, refOf(offer.id));
        await repo.deleteOffer(tx, offer.id);
      });
      return { status: 'success' as const };
    },
  };
}
