/** The benchmark's users, written straight into the database. */
import { randomBytes } from 'node:crypto';
import { sha256 } from './settings.mjs';

/** Users, their sessions (cookies) and chat tokens, written straight into the database. */
export async function createUsers(client, n) {
  const people = Array.from({ length: n }, (_, i) => ({
    n: i + 1,
    session: randomBytes(32).toString('base64url'),
    token: randomBytes(32).toString('base64url'),
  }));
  await client.query(
    `insert into users (full_name, email, slug, password_hash, type, phone_number, terms_accepted_at)
     select 'Bench User ' || i, 'bench' || i || '@example.com', 'bench-user-' || i, 'not-a-password-hash',
       'buyer', '+92 300 0000000', now()
     from generate_series(1, $1) as i`,
    [n],
  );
  const ids = new Map(
    (await client.query(`select id, email from users where email like 'bench%@example.com'`)).rows.map((r) => [
      Number(/^bench(\d+)@/.exec(r.email)[1]),
      r.id,
    ]),
  );
  for (const p of people) p.id = ids.get(p.n);
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select unnest($1::text[]), unnest($2::int[]), now() + interval '1 day'`,
    [people.map((p) => sha256(p.session)), people.map((p) => p.id)],
  );
  await client.query(
    `insert into chat_tokens (token_hash, session_id, user_id, expires_at)
     select t.hash, s.id, s.user_id, now() + interval '1 hour'
     from unnest($1::text[], $2::text[]) as t(hash, session_hash) join sessions s on s.token_hash = t.session_hash`,
    [people.map((p) => sha256(p.token)), people.map((p) => sha256(p.session))],
  );
  return people;
}
