import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SEARCHABLE_STATUSES } from '@estate/shared';
import { listingSlug } from '../features/listings/listing-row.js';
import { listings } from '../features/listings/listing.table.js';
import { recordAdminAction } from '../features/moderation/admin-log.js';
import { societyRepository } from '../features/societies/society.repository.js';
import { societyService } from '../features/societies/society.service.js';
import { users } from '../features/users/user.table.js';
import { DEMO_ADMIN_EMAIL } from './demo-moderation.js';
import type { SeedContext } from './seed-context.js';

/** The made-up sample list (test data), from the sources or from the bundled server (dist/). */
function sampleList(): string | null {
  for (const url of [
    new URL('../../test/fixtures/illegal-societies-sample.csv', import.meta.url),
    new URL('../test/fixtures/illegal-societies-sample.csv', import.meta.url),
  ]) {
    const file = fileURLToPath(url);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return null;
}

/** The sample society the demo's confirmed Lahore listing is moved into. */
const DEMO_SOCIETY = 'Noor Meadows Phase 2';
/** A near spelling of another sample society, left waiting for a moderator's decision. */
const DEMO_WAITING = 'Canal Breez Town';

/** Moves a listing into `place`: its address's area part (before the city) and where the title and description name it. */
async function moveInto(db: SeedContext['db'], house: typeof listings.$inferSelect, place: string) {
  const area = house.address.split(', ').at(-2) ?? '';
  const moved = (text: string) => (area ? text.split(area).join(place) : text);
  const title = moved(house.title);
  await db
    .update(listings)
    .set({
      title,
      slug: listingSlug(title, house.id),
      description: moved(house.description),
      address: area ? moved(house.address) : `${place}, ${house.address}`,
    })
    .where(eq(listings.id, house.id));
}

/**
 * The demo's illegal-society notice (issue 37, J2.7; decision 0049): the sample list of the
 * tests, imported marked as a sample (the admin tab and the notice say so), one Lahore house moved
 * into one of its societies and that match confirmed by the demo administrator, and a second one
 * into a near spelling of another, left for a moderator. Only the demo seed does this; the
 * product ships no list.
 */
export async function seedDemoSocieties({ db }: SeedContext): Promise<{ sample_societies: number }> {
  const csv = sampleList();
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const houses = await db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.cityKey, 'lahore'),
        eq(listings.propertyType, 'house'),
        inArray(listings.status, [...SEARCHABLE_STATUSES]),
      ),
    )
    .orderBy(asc(listings.id))
    .limit(2);
  if (!csv || !admin?.isAdmin || houses.length < 2) return { sample_societies: 0 };
  await moveInto(db, houses[0]!, DEMO_SOCIETY);
  await moveInto(db, houses[1]!, DEMO_WAITING);

  const societies = societyService({
    db,
    repo: societyRepository(db),
    audit: recordAdminAction,
    // The seed compares at once below rather than through the job queue.
    scheduleComparison: async () => {},
  });
  const imported = await societies.importList(
    { file_name: 'illegal-societies-sample.csv (sample, demo data)', csv },
    admin,
    true,
  );
  await societies.compareAll();
  const pending = await societies.matches('pending', 1);
  const match = pending.results.find((m) => m.city === 'Lahore' && m.areas.some((a) => a.name === DEMO_SOCIETY));
  if (match) await societies.decide(match.id, 'confirmed', admin);
  return { sample_societies: imported.societies };
}
