import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { installJobSchema } from '../src/lib/jobs.js';
import { adminQuery, dumpPgliteTemplate, newTemplateName, withDatabase } from './helpers/test-database.js';

/**
 * Migrates one template database per run; each test file copies it (helpers/test-database.ts).
 * With a PostgreSQL server (TEST_DATABASE_URL) the template is a database with a name unique to
 * this run; otherwise a PGlite data directory dumped to a temporary file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-pglite-template-'));
    const file = path.join(dir, 'template.tar');
    await dumpPgliteTemplate(file);
    project.provide('pgliteTemplate', file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const template = newTemplateName();
  await adminQuery(url, `create database ${template}`);
  try {
    const database = await openDatabase({ url: withDatabase(url, template) });
    // The job queue's schema too, so no test file's app builds it again (lib/jobs.ts).
    await installJobSchema(database.jobSql);
    await database.close();
  } catch (error) {
    await adminQuery(url, `drop database if exists ${template} with (force)`);
    throw error;
  }
  project.provide('postgresTemplate', template);
  return async () => adminQuery(url, `drop database if exists ${template} with (force)`);
}
