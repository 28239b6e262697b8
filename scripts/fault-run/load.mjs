/** The run's users and listings, and the load its clients send: chat, comments, likes, searches, logins. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PASSWORD, RATE, log, now, run, sleep } from './context.mjs';
import { pickBase } from './app-processes.mjs';
import { request } from './metrics.mjs';

// ---------------------------------------------------------------------------------------------
// Users, listings, load.
// ---------------------------------------------------------------------------------------------

const CITIES = ['Lahore', 'Karachi', 'Islamabad', 'Dubai'];
export const users = [];
export const listingIds = [];

export async function register(base, i) {
  const email = `fault-${i}-${randomBytes(3).toString('hex')}@example.com`;
  const r = await request(base, 'POST', '/api/auth/register/', {
    body: {
      full_name: `Fault User ${i}`,
      email,
      phone_number: '+92 300 1234567',
      password: PASSWORD,
      type: 'buyer',
      accept_terms: true,
    },
  });
  if (r.status !== 202) throw new Error(`register answered ${r.status}: ${r.text}`);
  // Sign-up starts no session (a verification link is mailed, decision 0027): the password logs in.
  const login = await request(base, 'POST', '/api/auth/login/', { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  const sid = login.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return { i, id: login.json.user.id, email, cookie: sid.split(';')[0] };
}

export async function insertListings(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const user of users) {
      const city = CITIES[user.i % CITIES.length];
      const {
        rows: [{ id }],
      } = await client.query(`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id`);
      const lat = 31.47 + user.i / 1000;
      const lng = 74.45 + user.i / 1000;
      await client.query(
        `insert into listings (id, slug, owner_id, purpose, area_type, property_type, title, description, price,
           currency, bedrooms, bathrooms, amenities, country, city, city_key, address, latitude, longitude, location,
           area_size, area_unit, area_sqm, status)
         values ($1, $2, $3, 'sale', 'residential', 'house', $4, 'A quiet street.', $5, 'PKR', 3, 2, '{parking}',
           'PK', $6, $7, 'Street 5', $8, $9, point($9, $8), 10, 'marla', 252.9, 'for_sale')`,
        [
          id,
          `fault-house-${id}`,
          user.id,
          `Fault house ${user.i}`,
          20_000_000 + user.i,
          city,
          city.toLowerCase(),
          lat,
          lng,
        ],
      );
      await client.query(`insert into listing_price_history (listing_id, price, currency) values ($1, $2, 'PKR')`, [
        id,
        20_000_000 + user.i,
      ]);
      listingIds.push(id);
    }
  } finally {
    await client.end();
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
export const sent = { chat: [], comment: [] };
export const idem = {
  chat: { logical: 0, acked: 0, ackedAfterRetry: 0, replayed: 0, gaveUp: 0, gaveUpStatus: {} },
  comment: { logical: 0, acked: 0, ackedAfterRetry: 0, replayed: 0, gaveUp: 0, gaveUpStatus: {} },
};
const retryable = (r) =>
  r.status === 0 || r.status >= 500 || (r.status === 409 && r.json?.code === 'request_in_progress');

/** A write with an Idempotency-Key, retried with the same key after a network error, 5xx or 409 in progress. */
async function idempotent(kind, cookie, url, body, token) {
  const key = `${kind}-${token}`;
  const stats = idem[kind];
  stats.logical++;
  let base = pickBase();
  let r;
  let attempt = 0;
  for (; attempt <= 3; attempt++) {
    if (attempt > 0) {
      await sleep(r.status === 409 ? 1000 : [0, 300, 1000, 2000][attempt]);
      base = pickBase(base);
    }
    r = await request(base, 'POST', url, { cookie, body, headers: { 'Idempotency-Key': key }, op: kind });
    if (!retryable(r)) break;
  }
  if (r.status === 201) {
    stats.acked++;
    if (r.headers.get('idempotent-replayed') === 'true') stats.replayed++;
    if (attempt > 0) stats.ackedAfterRetry++;
    return { acked: true, token, id: r.json?.id };
  }
  stats.gaveUp++;
  const why = r.status === 0 ? r.error : String(r.status);
  stats.gaveUpStatus[why] = (stats.gaveUpStatus[why] ?? 0) + 1;
  return { acked: false, token };
}

async function chatSend() {
  const from = pick(users);
  let to = pick(users);
  while (to === from) to = pick(users);
  const token = randomBytes(8).toString('hex');
  const result = await idempotent(
    'chat',
    from.cookie,
    '/api/chat/send/',
    {
      receiver_id: to.id,
      message: `fault message ${token}`,
    },
    token,
  );
  sent.chat.push(result);
}

async function comment() {
  const user = pick(users);
  const listing = pick(listingIds);
  const token = randomBytes(8).toString('hex');
  const result = await idempotent(
    'comment',
    user.cookie,
    `/api/properties/${listing}/comments/`,
    { body: `fault comment ${token}` },
    token,
  );
  sent.comment.push(result);
}

/** Per (user, listing): the last acknowledged state and whether a later attempt was left unknown. */
export const likes = new Map();
export const likeStats = { attempts: 0, acked: 0, unknown: 0, skippedBusy: 0 };
async function like() {
  const user = pick(users);
  const listing = pick(listingIds);
  const pair = `${user.id}:${listing}`;
  const state = likes.get(pair) ?? { acked: undefined, busy: false, unknown: false, tried: undefined };
  likes.set(pair, state);
  if (state.busy) return void likeStats.skippedBusy++;
  state.busy = true;
  const liked = state.acked === undefined ? true : !state.acked;
  likeStats.attempts++;
  let base = pickBase();
  let r;
  for (let attempt = 0; attempt <= 3; attempt++) {
    if (attempt > 0) {
      await sleep([0, 300, 1000, 2000][attempt]);
      base = pickBase(base);
    }
    r = await request(base, 'POST', '/api/LikeOrUnlike/', {
      cookie: user.cookie,
      body: { property_id: listing, liked },
      op: 'like',
    });
    if (!retryable(r)) break;
  }
  if (r.status === 200 && r.json?.liked === liked) {
    state.acked = liked;
    state.unknown = false;
    likeStats.acked++;
  } else if (r.status === 0 || r.status >= 500) {
    // The last attempt may or may not have been applied.
    state.unknown = true;
    state.tried = liked;
    likeStats.unknown++;
  }
  state.busy = false;
}

async function search() {
  await request(pickBase(), 'GET', `/api/properties/?city=${encodeURIComponent(pick(CITIES))}`, { op: 'search' });
}

export const loginStats = { attempts: 0, ok: 0, locked: 0 };
export async function login(user = pick(users), base = pickBase()) {
  loginStats.attempts++;
  const r = await request(base, 'POST', '/api/auth/login/', {
    body: { email: user.email, password: PASSWORD },
    op: 'login',
  });
  if (r.status === 200) loginStats.ok++;
  if (r.status === 429) loginStats.locked++;
  return r;
}

const MIX = [
  [0.4, chatSend],
  [0.15, comment],
  [0.2, like],
  [0.22, search],
  [0.03, () => login()],
];
export const MAX_IN_FLIGHT = 600;
let inFlight = 0;
let loadTimer;
export const pending = new Set();
export function startLoad() {
  let launched = 0;
  const began = now();
  loadTimer = setInterval(() => {
    const due = Math.floor(((now() - began) / 1000) * RATE);
    for (; launched < due; launched++) {
      if (inFlight >= MAX_IN_FLIGHT) {
        if (run.currentPhase) run.currentPhase.dropped++;
        continue;
      }
      let x = Math.random();
      let op = MIX.at(-1)[1];
      for (const [share, fn] of MIX) {
        if (x < share) {
          op = fn;
          break;
        }
        x -= share;
      }
      inFlight++;
      const p = op()
        .catch((err) => log(`load error: ${err?.stack ?? err}`))
        .finally(() => {
          inFlight--;
          pending.delete(p);
        });
      pending.add(p);
    }
  }, 10);
}
export const stopLoad = () => clearInterval(loadTimer);
