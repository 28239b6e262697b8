import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { materialRates } from './material.table.js';

export type MaterialRateRow = typeof materialRates.$inferSelect;

export interface LatestRateRow {
  material: string;
  unit: string;
  price: number;
  currency: string;
  rate_date: string;
  country: string;
  city: string;
  previous_price: number | null;
}

/** SQL only. */
export function materialRepository(db: Db) {
  return {
    /** The newest rate of each material in a city, with the one before it (same unit) for the change. */
    async latest(cityKey: string): Promise<LatestRateRow[]> {
      const result = await db.execute(sql`
        with ranked as (
          select material, unit, price, currency, rate_date, country, city,
            lead(price) over w as previous_price,
            lead(unit) over w as previous_unit,
            row_number() over w as n
          from material_rates
          where city_key = ${cityKey}
          window w as (partition by material order by rate_date desc, id desc)
        )
        select material, unit, price, currency, to_char(rate_date, 'YYYY-MM-DD') as rate_date, country, city,
          case when previous_unit = unit then previous_price end as previous_price
        from ranked where n = 1
        order by material`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        material: String(r.material),
        unit: String(r.unit),
        price: Number(r.price),
        currency: String(r.currency),
        rate_date: String(r.rate_date),
        country: String(r.country),
        city: String(r.city),
        previous_price: r.previous_price == null ? null : Number(r.previous_price),
      }));
    },

    async history(cityKey: string, material: string, since: string) {
      return db
        .select({
          price: materialRates.price,
          unit: materialRates.unit,
          currency: materialRates.currency,
          rateDate: materialRates.rateDate,
        })
        .from(materialRates)
        .where(
          and(
            eq(materialRates.cityKey, cityKey),
            eq(materialRates.material, material),
            gte(materialRates.rateDate, since),
          ),
        )
        .orderBy(asc(materialRates.rateDate), asc(materialRates.id));
    },

    /** Cities with rates: the newest rate date and the currency of the newest rate. */
    async cities() {
      const result = await db.execute(sql`
        select distinct on (city_key) city, country, currency, to_char(rate_date, 'YYYY-MM-DD') as latest,
          (select count(*)::int from material_rates m2 where m2.city_key = m.city_key) as n
        from material_rates m
        order by city_key, rate_date desc, id desc`);
      return rowsOf<{ city: string; country: string; currency: string; latest: string; n: number }>(result)
        .map((r) => ({ ...r, n: Number(r.n) }))
        .sort((a, b) => b.n - a.n || a.city.localeCompare(b.city));
    },

    async insert(row: typeof materialRates.$inferInsert) {
      const [inserted] = await db.insert(materialRates).values(row).returning();
      return inserted!;
    },
  };
}
export type MaterialRepository = ReturnType<typeof materialRepository>;
