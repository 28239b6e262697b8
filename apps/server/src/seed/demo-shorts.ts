import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { desc } from '../lib/sql-order.js';
import { listings } from '../features/listings/listing.table.js';
import { uploads } from '../features/uploads/upload.table.js';
import type { SeedContext } from './seed-context.js';

/**
 * Short videos for the `/shorts` feed: four tiny vertical MP4 clips (under 70 KB each, made once
 * with ffmpeg from its lavfi sources and committed in `assets/shorts/`, with their poster frames)
 * attached to ten public listings. No ffmpeg is needed at seed or run time.
 */
const CLIPS = ['tour-1', 'tour-2', 'tour-3', 'tour-4'];
const LISTINGS_WITH_VIDEO = 10;

/** The assets folder from the sources (tests, tsx) or from the bundled server (dist/server.js). */
function assetsDir(): string | null {
  const candidates = [
    new URL('./assets/shorts/', import.meta.url),
    new URL('../src/seed/assets/shorts/', import.meta.url),
  ];
  for (const url of candidates) {
    const dir = fileURLToPath(url);
    if (fs.existsSync(dir)) return dir;
  }
  return null;
}

export async function seedDemoShorts({ db, media }: SeedContext): Promise<number> {
  const dir = assetsDir();
  if (!dir) return 0;
  const clips = await Promise.all(
    CLIPS.map(async (name) => {
      const video = fs.readFileSync(`${dir}${name}.mp4`);
      return {
        size: video.length,
        url: await media.put(`demo/shorts/${name}.mp4`, video, 'video/mp4'),
        poster: await media.put(`demo/shorts/${name}.webp`, fs.readFileSync(`${dir}${name}.webp`), 'image/webp'),
      };
    }),
  );
  const chosen = await db
    .select({ id: listings.id, ownerId: listings.ownerId, createdAt: listings.createdAt })
    .from(listings)
    .where(
      and(
        inArray(listings.status, ['for_sale', 'for_rent']),
        isNotNull(listings.cover),
        eq(listings.areaType, 'residential'),
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(LISTINGS_WITH_VIDEO);
  if (!chosen.length) return 0;
  await db.insert(uploads).values(
    chosen.map((listing, i) => {
      const clip = clips[i % clips.length]!;
      return {
        userId: listing.ownerId,
        listingId: listing.id,
        kind: 'video' as const,
        position: 0,
        mime: 'video/mp4',
        size: clip.size,
        originalName: `${CLIPS[i % CLIPS.length]}.mp4`,
        // Shared demo files: nothing to delete when the listing goes.
        storageKeys: [],
        url: clip.url,
        poster: clip.poster,
        createdAt: listing.createdAt,
      };
    }),
  );
  return chosen.length;
}
