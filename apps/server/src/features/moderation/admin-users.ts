import { type CreditGrantInput } from '@estate/shared';
import type { UserRow } from '../users/user.table.js';
import { pageOf, toAdminUser } from './admin.presenter.js';
import { type AdminCore } from './admin-core.js';

/** Accounts: search, verify, suspend, reactivate, their quota and credits. */
export function adminUsers(core: AdminCore) {
  const { deps, inTx, log, userItem, lockedUser, repo } = core;

  return {
    async users(q: string, page: number) {
      const { rows, count } = await repo.users(q, page);
      return pageOf(rows.map(toAdminUser), count, page);
    },

    async verify(id: number, verified: boolean, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin);
        if (user.isVerified === verified) return;
        await repo.updateUser(tx, id, { isVerified: verified });
        await log(tx, admin, {
          action: verified ? 'verify_user' : 'unverify_user',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email },
        });
      });
      deps.onListingChange?.('everything'); // every listing of the lister shows the badge
      return userItem(id);
    },

    /** A suspended account is signed out everywhere and cannot log in until reactivated. */
    async suspend(id: number, reason: string, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin, false);
        await repo.updateUser(tx, id, { accountStatus: 'suspended' });
        await repo.endSessions(tx, id);
        await deps.onSuspended?.(tx, user, reason);
        await log(tx, admin, {
          action: 'suspend_user',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email, reason, previous_status: user.accountStatus },
        });
      });
      return userItem(id);
    },

    async reactivate(id: number, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin, false);
        if (user.accountStatus === 'active') return;
        await repo.updateUser(tx, id, { accountStatus: 'active' });
        await log(tx, admin, {
          action: 'reactivate_user',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email, previous_status: user.accountStatus },
        });
      });
      return userItem(id);
    },

    async setQuota(id: number, quota: number, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin);
        await repo.updateUser(tx, id, { listingQuota: quota });
        await log(tx, admin, {
          action: 'set_quota',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email, from: user.listingQuota, to: quota },
        });
      });
      return userItem(id);
    },

    async grantCredits(id: number, input: CreditGrantInput, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin);
        await repo.grantCredits(tx, id, input.amount, input.note);
        await log(tx, admin, {
          action: 'grant_credits',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email, amount: input.amount, note: input.note },
        });
      });
      return userItem(id);
    },
  };
}
