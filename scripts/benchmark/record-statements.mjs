import { createHash } from 'node:crypto';
import { inProcessApp, isRead, observeQueries } from './bench-lib.mjs';

/**
 * Every read statement the app sends for each request of a rotation, with its values (issue 11,
 * issue 43): the app is built in this process on `databaseUrl` and sent each request twice; the
 * second is recorded (the first fills the app's few-seconds memos: the newest id, the featured
 * count, the words' shares). pg-boss's own polling is left out: it is not part of a request.
 *
 * `email`: also record each request signed in as that demo user (`who` "signed-in"); without it,
 * guests only. Answers `{ "<scenario>-<who>": [[{ text, params, name }, ...], ...] }`, a request's
 * statements in the order sent; `name` is a prepared statement's name from the text.
 */
export async function recordStatements({ paths, databaseUrl, dataDir, email, password, limit = Infinity }) {
  let current = null;
  const stopObserving = observeQueries((text, params) => {
    if (current && isRead(text) && !/\bpgboss\./i.test(text)) current.push({ text, params });
  });
  const { app, database } = await inProcessApp(databaseUrl, dataDir);
  try {
    const viewers = [['guest', undefined]];
    if (email) {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
      const sid = login.cookies.find((c) => c.name === 'sid');
      if (!sid) throw new Error(`login answered ${login.statusCode}`);
      viewers.push(['signed-in', `sid=${sid.value}`]);
    }
    const recorded = {};
    for (const [scenario, list] of Object.entries(paths)) {
      for (const [who, cookie] of viewers) {
        const requests = [];
        for (const url of list.slice(0, limit)) {
          for (let pass = 0; pass < 2; pass++) {
            current = [];
            const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
            if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
          }
          requests.push(
            current.map((s) => ({ ...s, name: `r${createHash('sha1').update(s.text).digest('hex').slice(0, 16)}` })),
          );
          current = null;
        }
        recorded[`${scenario}-${who}`] = requests;
      }
    }
    return recorded;
  } finally {
    stopObserving();
    await app.close();
    await database.close();
  }
}
