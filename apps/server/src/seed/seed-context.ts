import type { Db } from '../db/database.js';
import type { MediaStorage } from '../lib/media-storage.js';
import type { UserRow } from '../features/users/user.table.js';

/** What every feature's demo seeding gets: the database, media storage and the demo users in order. */
export interface SeedContext {
  db: Db;
  media: MediaStorage;
  users: UserRow[];
}
