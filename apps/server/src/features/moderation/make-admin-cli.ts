import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/database.js';
import { makeAdmin } from './make-admin.js';

/**
 * `npm run make-admin -- someone@example.com` makes that account an administrator;
 * `npm run make-admin -- --revoke someone@example.com` takes the role away. Uses the same
 * database settings as the server (DATABASE_URL, else the embedded database in DATA_DIR).
 */
const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const emails = args.filter((a) => !a.startsWith('--'));
if (emails.length !== 1) {
  console.error('Usage: npm run make-admin -- [--revoke] someone@example.com');
  process.exit(2);
}

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  directUrl: config.DATABASE_DIRECT_URL,
  pgliteDir: path.join(config.dataDir, 'db'),
});
let code = 0;
try {
  const result = await makeAdmin(database.db, emails[0]!, { revoke });
  if (!result.ok) {
    console.error(result.message);
    code = 1;
  } else if (!result.changed) {
    console.log(`${result.email} ${result.isAdmin ? 'is already' : 'is not'} an administrator; nothing changed.`);
  } else {
    console.log(`${result.email} ${result.isAdmin ? 'is now an administrator' : 'is no longer an administrator'}.`);
  }
} finally {
  await database.close();
}
process.exit(code);
