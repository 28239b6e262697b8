import {
  estimateBuildCost,
  unitFits,
  type EstimateAnswer,
  type EstimateQuality,
  type Material,
  type MaterialCity,
  type MaterialHistoryAnswer,
  type MaterialRateInput,
  type MaterialRatesAnswer,
  type MaterialRateView,
  type MaterialUnit,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UserRow } from '../users/user.table.js';
import type { LatestRateRow, MaterialRepository } from './material.repository.js';

const cityKeyOf = (city: string) => city.trim().toLowerCase();
const invalid = (field: string, key: string) =>
  new AppError(400, 'validation_failed', englishMessage(key), { [field]: key });
const noRates = () => new AppError(404, 'not_found', englishMessage('materials.errors.no_rates'));

export const todayUtc = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function toRateView(r: LatestRateRow): MaterialRateView {
  const change = r.previous_price ? Math.round(((r.price - r.previous_price) / r.previous_price) * 1000) / 10 : null;
  return {
    material: r.material as Material,
    unit: r.unit as MaterialUnit,
    price: r.price,
    currency: r.currency,
    rate_date: r.rate_date,
    previous_price: r.previous_price,
    change_pct: change,
  };
}

/** Market rates of building materials by city, their history and a rough build-cost estimate. */
export function materialService(repo: MaterialRepository) {
  async function cities(): Promise<MaterialCity[]> {
    return (await repo.cities()).map(({ city, country, currency, latest }) => ({ city, country, currency, latest }));
  }

  return {
    cities,

    /** Today's rate of each material in `city` (default: the city with the most rates). */
    async latest(city?: string): Promise<MaterialRatesAnswer> {
      const name = city ?? (await cities())[0]?.city;
      if (!name) return { city: '', country: null, rates: [] };
      const rows = await repo.latest(cityKeyOf(name));
      return { city: rows[0]?.city ?? name, country: rows[0]?.country ?? null, rates: rows.map(toRateView) };
    },

    /** A material's rates in a city over the last `days`, oldest first (in the newest rate's unit). */
    async history(material: Material, city: string, days: number): Promise<MaterialHistoryAnswer> {
      const rows = await repo.history(cityKeyOf(city), material, daysAgo(days));
      const last = rows.at(-1);
      const same = last ? rows.filter((r) => r.unit === last.unit && r.currency === last.currency) : [];
      return {
        material,
        city,
        unit: (last?.unit as MaterialUnit | undefined) ?? null,
        currency: last?.currency ?? null,
        points: same.map((r) => ({ date: r.rateDate, price: r.price })),
      };
    },

    async addRate(input: MaterialRateInput, admin: UserRow): Promise<MaterialRateView> {
      const unit = input.unit as MaterialUnit;
      if (!unitFits(input.material, unit)) throw invalid('unit', 'materials.errors.unit_mismatch');
      if (input.rate_date > todayUtc()) throw invalid('rate_date', 'materials.errors.date_future');
      const row = await repo.insert({
        material: input.material,
        country: input.country,
        city: input.city,
        cityKey: cityKeyOf(input.city),
        unit,
        price: input.price,
        currency: input.currency,
        rateDate: input.rate_date,
        createdBy: admin.id,
      });
      return {
        material: row.material as Material,
        unit,
        price: row.price,
        currency: row.currency,
        rate_date: row.rateDate,
        previous_price: null,
        change_pct: null,
      };
    },

    async estimate(input: {
      city: string;
      covered_area: number;
      unit: 'sqft' | 'sqm';
      quality: EstimateQuality;
    }): Promise<EstimateAnswer> {
      const rows = await repo.latest(cityKeyOf(input.city));
      if (!rows.length) throw noRates();
      return estimateBuildCost({
        city: rows[0]!.city,
        coveredArea: input.covered_area,
        areaUnit: input.unit,
        quality: input.quality,
        rates: rows.map((r) => ({
          material: r.material as Material,
          unit: r.unit as MaterialUnit,
          price: r.price,
          currency: r.currency,
          rate_date: r.rate_date,
        })),
      });
    },
  };
}
