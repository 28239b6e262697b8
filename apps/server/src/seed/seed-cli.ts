import fs from 'node:fs';
import { loadConfig } from '../config/env.js';
import { openDatabase, isEmpty } from '../db/database.js';
import { mediaStorageFor } from '../lib/media-storage.js';
import path from 'node:path';
import { seedDemo } from './seed.js';

/** `npm run seed`: seeds the configured database when it is empty. */
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  directUrl: config.DATABASE_DIRECT_URL,
  pgliteDir: path.join(config.dataDir, 'db'),
});
try {
  if (await isEmpty(database.db)) {
    await seedDemo(database.db, mediaStorageFor(config), {
      info: (details, message) => console.log(message, details),
    });
  } else {
    console.log('The database already has users; nothing seeded.');
  }
} finally {
  await database.close();
}
