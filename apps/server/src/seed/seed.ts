import type { Db } from '../db/database.js';
import type { MediaStorage } from '../lib/media-storage.js';
import type { UserRow } from '../features/users/user.table.js';
import { seedDemoAds } from './demo-ads.js';
import { seedDemoAgencies } from './demo-agencies.js';
import { seedDemoBlog } from './demo-blog.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoCommunity } from './demo-community.js';
import { seedDemoDashboard } from './demo-dashboard.js';
import { seedDemoListings } from './demo-listings.js';
import { seedDemoModeration } from './demo-moderation.js';
import { seedDemoPermits } from './demo-permits.js';
import { seedDemoPriceHistory } from './demo-price-history.js';
import { seedDemoServices } from './demo-services.js';
import { seedDemoVerification } from './demo-verification.js';
import { seedDemoSocieties } from './demo-societies.js';
import { seedDemoUnits } from './demo-units.js';
import { seedDemoTrust } from './demo-trust.js';
import { DEMO_USERS } from './demo-users.js';
import { createUser } from './factories/user.factory.js';
import { avatarImage, coverImage } from './generated-images.js';

/**
 * Fills an empty database with the deterministic demo. Later features add their own
 * entities here, after the users, so every page has something to show.
 */
export async function seedDemo(
  db: Db,
  media: MediaStorage,
  log?: { info: (details: object, message: string) => void },
): Promise<void> {
  const started = Date.now();
  const users: UserRow[] = [];
  for (const [index, demo] of DEMO_USERS.entries()) {
    const slugHint = demo.email.split('@')[0];
    const withPicture = index % 5 !== 4; // a few keep the default avatar, as real users do
    const user = await createUser(db, {
      ...demo,
      profilePicture: withPicture
        ? await media.put(`avatars/demo-${slugHint}.webp`, await avatarImage(demo.fullName, index))
        : null,
      coverPhoto: await media.put(`covers/demo-${slugHint}.webp`, await coverImage(index)),
      isVerified: demo.isVerified,
      createdAt: new Date(`${demo.memberSince}T09:00:00Z`),
      termsAcceptedAt: new Date(`${demo.memberSince}T09:00:00Z`),
    });
    users.push(user);
  }
  const listings = await seedDemoListings(db, media, users);
  const ctx = { db, media, users };
  const counts = {
    ...(await seedDemoAds(ctx)),
    ...(await seedDemoModeration(ctx)),
    ...(await seedDemoBlog(ctx)),
    ...(await seedDemoCommunity(ctx)),
    ...(await seedDemoServices(ctx)),
    ...(await seedDemoDashboard(ctx)),
    ...(await seedDemoAgencies(ctx)),
    ...(await seedDemoUnits(ctx)),
    ...(await seedDemoPermits(ctx)),
    ...(await seedDemoVerification(ctx)),
    ...(await seedDemoSocieties(ctx)),
    ...(await seedDemoTrust(ctx)),
    ...(await seedDemoChat(ctx)),
    // Last: the area statistics are computed over every listing seeded before.
    ...(await seedDemoPriceHistory(ctx)),
  };
  log?.info({ users: DEMO_USERS.length, ...listings, ...counts, ms: Date.now() - started }, 'demo data seeded');
}
