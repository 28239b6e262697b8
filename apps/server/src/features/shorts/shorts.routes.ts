import { SHORTS_PAGE_SIZE, type Currency, type Purpose, type RentFrequency, type ShortsAnswer } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import type { ShortsCursor } from './shorts.repository.js';
import * as contract from '@estate/shared/contracts/shorts';
import { route } from '../../lib/route.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque cursor: the last video's time and id, base64url. */
export const encodeCursor = (c: ShortsCursor) => Buffer.from(`${c.at.toISOString()}|${c.id}`).toString('base64url');

export function decodeCursor(raw: string | undefined): ShortsCursor | null {
  if (!raw) return null;
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime()) || !id || !UUID.test(id)) return null;
  return { at: date, id };
}

/** `/shorts`: the videos attached to public listings, newest first, in cursor pages. */
export async function shortsRoutes(app: AppInstance) {
  const repo = app.services.repositories.shorts;

  route(app, contract.getShorts, async (req): Promise<ShortsAnswer> => {
    const rows = await repo.page(decodeCursor(req.query.cursor), SHORTS_PAGE_SIZE + 1);
    const page = rows.slice(0, SHORTS_PAGE_SIZE);
    const last = page.at(-1);
    return {
      results: page.map((r) => ({
        id: r.id,
        url: r.url,
        poster: r.poster ?? r.listing.cover?.card.url ?? null,
        mime: r.mime,
        created_at: r.createdAt.toISOString(),
        listing: {
          id: r.listing.id,
          slug: r.listing.slug,
          title: r.listing.title,
          price: r.listing.price,
          currency: r.listing.currency as Currency,
          purpose: r.listing.purpose as Purpose,
          rent_frequency: r.listing.rentFrequency as RentFrequency | null,
          city: r.listing.city,
          cover: r.listing.cover,
        },
      })),
      next_cursor: rows.length > SHORTS_PAGE_SIZE && last ? encodeCursor({ at: last.at, id: last.id }) : null,
    };
  });
}
