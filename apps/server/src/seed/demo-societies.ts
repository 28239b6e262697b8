import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SEARCHABLE_STATUSES } from '@estate/shared';
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

/** The sample society the demo's Lahore listing is moved into. */
const DEMO_SOCIETY = 'Noor Meadows Phase 2';

/**
 * The demo's illegal-society notice (issue 37, J2.7; decision 0049): the sample list of the
 * tests, imported marked as a sample (the admin tab and the notice say so), one Lahore house moved
 * into one of its societies, and that match confirmed by the demo administrator. Only the demo
 * seed does this; the product ships no list.
 */
export async function seedDemoSocieties({ db }: SeedContext): Promise<{ sample_societies: number }> {
  const csv = sampleList();
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const [house] = await db
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
    .limit(1);
  if (!csv || !admin?.isAdmin || !house) return { sample_societies: 0 };

  // Its area is the address's part before the city: the title and description name it too.
  const area = house.address.split(', ').at(-2) ?? '';
  const moved = (text: string) => (area ? text.split(area).join(DEMO_SOCIETY) : text);
  await db
    .update(listings)
    .set({
      title: moved(house.title),
      description: moved(house.description),
      address: area ? moved(house.address) : `${DEMO_SOCIETY}, ${house.address}`,
    })
    .where(eq(listings.id, house.id));

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
