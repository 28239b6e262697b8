/**
 * The yardstick of the speed targets (issue 11): a bare Fastify + pg route reading one listing by
 * id, nothing else (no plugins, schemas, sessions or cache). run.mjs starts it as a child process
 * against the benchmark database and measures it with the same autocannon settings as the app, so
 * every scenario's throughput is read as a ratio to it, measured on the same machine at the same time.
 *
 *   PORT=4100 DATABASE_URL=postgres://... node scripts/benchmark/yardstick.mjs
 *
 * Fastify and pg are the app's own (resolved from apps/server), the pool as large as the app's
 * (DATABASE_POOL_SIZE, 20 unless set; run.mjs passes the same environment to both).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));
const Fastify = requireFromServer('fastify');
const pg = requireFromServer('pg');

const port = Number(process.env.PORT ?? 4100);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
});
// An idle connection the server ends must not take the process down.
pool.on('error', () => {});

const app = Fastify({ logger: false });

app.get('/listing/:id', async (req, reply) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id)) return reply.status(400).send({ detail: 'bad id' });
  const { rows } = await pool.query('select * from listings where id = $1', [id]);
  if (!rows.length) return reply.status(404).send({ detail: 'not found' });
  return rows[0];
});

app.addHook('onClose', () => pool.end());

const stop = () =>
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port, host: '127.0.0.1' });
console.log(
  `yardstick: fastify ${requireFromServer('fastify/package.json').version} + pg ${requireFromServer('pg/package.json').version} on http://127.0.0.1:${port}`,
);
