/**
 * A private PostgreSQL streaming pair for the replica tests: a primary made with initdb in a temp
 * folder and a replica made from it with pg_basebackup, each on a free port, started with pg_ctl
 * (as the postgres user when the tests run as root). `skipReason` says why it cannot run here.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.js';
import { scaled } from './time.js';

const run = promisify(execFile);

const binDir = ['15', '16', '17', '14']
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .find((dir) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => fs.existsSync(path.join(dir, b))));
const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot ? await userIds('postgres') : null;

export const skipReason = !binDir
  ? 'no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) in /usr/lib/postgresql/*/bin'
  : asRoot && !postgresUser
    ? 'running as root and there is no postgres user to run the servers as'
    : process.env.TEST_DATABASE_URL
      ? 'runs once, in the embedded-database pass (it starts its own PostgreSQL servers)'
      : undefined;

async function userIds(name: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (the server refuses root). */
function pgBin(name: string, args: string[]) {
  const file = path.join(binDir!, name);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

export async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

export interface StreamingPair {
  primaryUrl: string;
  replicaUrl: string;
  replicaPort: number;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stopReplica(): Promise<void>;
  /** Stops both servers and removes their folders. */
  close(): Promise<void>;
}

export async function startStreamingPair(): Promise<StreamingPair> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-replica-'));
  const primaryDir = path.join(base, 'primary');
  const replicaDir = path.join(base, 'replica');
  const started: string[] = [];
  const pgCtlStart = async (dir: string, port: number) => {
    await pgBin('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '30', '-o', `-p ${port}`, 'start']);
    started.push(dir);
  };
  if (postgresUser) fs.chownSync(base, postgresUser.uid, postgresUser.gid);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const close = async () => {
    for (const dir of started.reverse()) {
      await pgBin('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    }
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    await pgBin('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    fs.appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${base}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'fsync = off',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      'local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
    );
    await pgCtlStart(primaryDir, primaryPort);
    await pgBin('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir],
      ...['-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    await pgCtlStart(replicaDir, replicaPort);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    primaryUrl,
    replicaUrl,
    replicaPort,
    async caughtUp() {
      const [{ lsn }] = await sql<{ lsn: string }>(primaryUrl, 'select pg_current_wal_insert_lsn()::text as lsn');
      const deadline = Date.now() + scaled(10_000);
      while (Date.now() < deadline) {
        const [{ done }] = await sql<{ done: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
        );
        if (done) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the replica did not catch up within 10 s');
    },
    stopReplica: async () => void (await pgBin('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop'])),
    close,
  };
}
