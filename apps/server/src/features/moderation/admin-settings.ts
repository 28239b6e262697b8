import { type AdminSettings } from '@estate/shared';
import type { UserRow } from '../users/user.table.js';
import { pageOf, toAdminAction } from './admin.presenter.js';
import { readSettings, writeSetting } from './site-settings.js';
import { type AdminCore } from './admin-core.js';

/** The dashboard summary, the site settings and the activity log. */
export function adminSettings(core: AdminCore) {
  const { inTx, log, db, repo } = core;

  return {
    summary: () => repo.summary(),
    settings: (): Promise<AdminSettings> => readSettings(db),

    async updateSettings(input: AdminSettings, admin: UserRow) {
      await inTx(async (tx) => {
        const before = await readSettings(tx);
        await writeSetting(tx, 'listings_require_approval', input.listings_require_approval);
        await log(tx, admin, {
          action: 'update_settings',
          targetType: 'settings',
          detail: {
            listings_require_approval: { from: before.listings_require_approval, to: input.listings_require_approval },
          },
        });
      });
      return readSettings(db);
    },

    async actions(page: number) {
      const { rows, count } = await repo.actions(page);
      return pageOf(rows.map(toAdminAction), count, page);
    },
  };
}
