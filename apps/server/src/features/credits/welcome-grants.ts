import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { SIGNUP_GRANT_CREDITS } from '@estate/shared';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import type { CreditsRepository } from './credits.repository.js';
import { welcomeGrants } from './credits.table.js';

/** The range an address belongs to for this rule: its /24 (IPv4) or its /48 (IPv6). */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (mapped) return `${mapped[1]}.0/24`;
  if (!isIPv6(ip)) return ip.replace(/\.\d+$/, '.0/24');
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

/**
 * The welcome credits, when an address is confirmed: at most `perNetwork` grants per network in 30
 * days (decision 0050). An account past the limit is confirmed all the same, without the credits.
 * Two confirmations from one network at once take turns (a transaction-scoped lock on its key).
 */
export function welcomeGrantsOf(deps: { credits: Pick<CreditsRepository, 'addEntry'>; perNetwork: number }) {
  return async (tx: Db, userId: number, ip: string | null): Promise<boolean> => {
    if (ip === null) {
      await deps.credits.addEntry(tx, { userId, amount: SIGNUP_GRANT_CREDITS, reason: 'signup_grant' });
      return true;
    }
    // Read in the transaction: on PGlite its one connection is the transaction's until it ends.
    const [secret] = rowsOf<{ value: string }>(
      await tx.execute(sql`select value from app_secrets where name = 'welcome_networks'`),
    );
    if (!secret) throw new Error('app secret welcome_networks is missing (migration 0035)');
    const key = createHmac('sha256', secret.value).update(networkOf(ip)).digest('base64url');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`welcome:${key}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(welcomeGrants)
      .where(and(eq(welcomeGrants.networkKey, key), gt(welcomeGrants.grantedAt, sql`now() - interval '30 days'`)));
    if (Number(row?.n ?? 0) >= deps.perNetwork) return false;
    await tx.insert(welcomeGrants).values({ networkKey: key, userId });
    await deps.credits.addEntry(tx, { userId, amount: SIGNUP_GRANT_CREDITS, reason: 'signup_grant' });
    return true;
  };
}
