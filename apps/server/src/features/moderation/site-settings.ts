import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { siteSettings } from './moderation.table.js';

/** Every site setting with its default; an administrator changes them on /admin. */
export const SITE_SETTING_DEFAULTS = {
  /** When true, a new listing starts as pending and an administrator approves it. */
  listings_require_approval: false,
} as const;
export type SiteSettingKey = keyof typeof SITE_SETTING_DEFAULTS;
export type SiteSettings = { -readonly [K in SiteSettingKey]: (typeof SITE_SETTING_DEFAULTS)[K] | boolean };

export async function readSetting<K extends SiteSettingKey>(db: Db, key: K): Promise<SiteSettings[K]> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return (row ? row.value : SITE_SETTING_DEFAULTS[key]) as SiteSettings[K];
}

export async function readSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.select().from(siteSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...SITE_SETTING_DEFAULTS, ...stored } as SiteSettings;
}

export async function writeSetting<K extends SiteSettingKey>(db: Db, key: K, value: SiteSettings[K]): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}
