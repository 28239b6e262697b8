import type { AnyUploadKind } from '@estate/shared';
import type { Db } from '../../db/database.js';
import type { MediaStorage } from '../../lib/media-storage.js';
import { isOwnedBy } from '../access/policies.js';
import { freshSince, uploadRepository as repo } from './upload.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored image (its full rendition) of one of the user's own fresh, unclaimed uploads of
 * `kind`, for the server to read (a permit's QR code, issue 37); null for anything else, so
 * another user's upload id reveals nothing. The upload stays unclaimed and is swept after a day.
 */
export async function ownUploadedImage(
  db: Db,
  media: MediaStorage,
  input: { userId: number; id: string; kind: AnyUploadKind },
): Promise<Buffer | null> {
  if (!UUID.test(input.id)) return null;
  const row = await repo.byId(db, input.id);
  if (!row || row.kind !== input.kind || !isOwnedBy(row.userId, input.userId)) return null;
  if (row.listingId !== null || row.ownerRef !== null || row.createdAt <= freshSince()) return null;
  const key = row.storageKeys.find((k) => k.endsWith('/full.webp'));
  return key ? media.read(key) : null;
}
