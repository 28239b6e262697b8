/** The fault run's checks in the database: every acknowledged write stored once, likes, presence. */
import pg from 'pg';
import { listingIds, likes, sent } from './load.mjs';

/** What the database holds after the run, against what the clients were told. */
export async function verify(databaseUrl, facts) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (table, column, prefix) => {
      const { rows } = await client.query(
        `select substr(${column}, length($1) + 1) as token, count(*)::int as n from ${table} where ${column} like $1 || '%' group by 1`,
        [prefix],
      );
      return new Map(rows.map((r) => [r.token, r.n]));
    };
    for (const [kind, table, column, prefix] of [
      ['chat', 'chat_messages', 'body', 'fault message '],
      ['comment', 'listing_comments', 'body', 'fault comment '],
    ]) {
      const stored = await count(table, column, prefix);
      const acked = sent[kind].filter((s) => s.acked);
      const missing = acked.filter((s) => !stored.has(s.token)).length;
      const duplicates = [...stored.values()].filter((n) => n > 1).length;
      const unacked = sent[kind].filter((s) => !s.acked);
      const storedUnacked = unacked.filter((s) => stored.has(s.token)).length;
      facts[kind] = {
        acked: acked.length,
        stored: stored.size,
        missing,
        duplicates,
        unacked: unacked.length,
        storedUnacked,
      };
    }
    const { rows: likeRows } = await client.query(
      `select user_id, listing_id from listing_likes where listing_id = any($1::int[])`,
      [listingIds],
    );
    const present = new Set(likeRows.map((r) => `${r.user_id}:${r.listing_id}`));
    let checked = 0;
    let mismatched = 0;
    let ambiguous = 0;
    for (const [pair, state] of likes) {
      if (state.acked === undefined && !state.unknown) continue;
      const isLiked = present.has(pair);
      if (state.unknown) {
        // The last attempt's fate is unknown: either the last acknowledged state or the attempted one.
        ambiguous++;
        if (isLiked !== state.tried && isLiked !== (state.acked ?? false)) mismatched++;
        continue;
      }
      checked++;
      if (isLiked !== state.acked) mismatched++;
    }
    const { rows: counters } = await client.query(
      `select count(*)::int as n from listings l where l.id = any($1::int[])
         and l.likes <> (select count(*) from listing_likes k where k.listing_id = l.id)`,
      [listingIds],
    );
    facts.likes = { checked, mismatched, ambiguous, counterMismatch: counters[0].n };
    const { rows: presence } = await client.query(
      `select count(*) filter (where is_online)::int as flagged,
              count(*) filter (where is_online and last_seen > now() - interval '60 seconds')::int as reads_online
         from user_presence`,
    );
    facts.presenceAfterStop = presence[0];
  } finally {
    await client.end();
  }
}
