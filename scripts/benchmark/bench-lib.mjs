import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';

/** Drops and creates the benchmark database of `databaseUrl`, and empties its data folder. */
export async function recreateDatabase(databaseUrl, dataDir) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A port nobody is listening on, on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
