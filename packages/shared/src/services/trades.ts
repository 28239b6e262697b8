/**
 * The nine trades of the service directory (spec section 1). Labels live in the catalogs under
 * `services.trades.<trade>` (English and Arabic); these are the stored values.
 */
export const SERVICE_TRADES = [
  'legal',
  'valuation',
  'architecture',
  'construction',
  'finishing',
  'utilities',
  'logistics',
  'maintenance',
  'marketing',
] as const;
export type ServiceTrade = (typeof SERVICE_TRADES)[number];

export function isServiceTrade(value: unknown): value is ServiceTrade {
  return typeof value === 'string' && (SERVICE_TRADES as readonly string[]).includes(value);
}

/** What a price guide is "per" (labels under `services.price_units.<unit>`). */
export const SERVICE_PRICE_UNITS = ['job', 'hour', 'day', 'visit', 'sqft', 'sqm', 'month', 'report'] as const;
export type ServicePriceUnit = (typeof SERVICE_PRICE_UNITS)[number];

/**
 * Who may publish offers. Service providers in every trade; agents and dealers also value and
 * market property as part of their work, so they may publish in those two trades only.
 */
export const PUBLISHER_TRADES: Partial<Record<string, readonly ServiceTrade[]>> = {
  service_provider: SERVICE_TRADES,
  agent: ['valuation', 'marketing'],
  dealer: ['valuation', 'marketing'],
};

export function tradesFor(accountType: string): readonly ServiceTrade[] {
  return PUBLISHER_TRADES[accountType] ?? [];
}

export function canPublishIn(accountType: string, trade: ServiceTrade): boolean {
  return tradesFor(accountType).includes(trade);
}

export const SERVICE_PAGE_SIZE = 12;
export const SERVICE_MAX_PHOTOS = 10;
