import { openDatabase } from '../src/db/database.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from './helpers/test-database.js';

/** With a PostgreSQL server: migrate a template database once; each test file copies it. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await adminQuery(url, `drop database if exists ${TEMPLATE_DB} with (force)`);
  await adminQuery(url, `create database ${TEMPLATE_DB}`);
  const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
  await database.close();
  return async () => adminQuery(url, `drop database if exists ${TEMPLATE_DB} with (force)`);
}
