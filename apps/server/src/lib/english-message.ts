/**
 * English texts of the shared catalog (packages/shared/i18n/en), for API answers: the server
 * speaks English to clients that do not translate catalog keys themselves.
 */
import { UI_CATALOGS } from '@estate/shared/i18n/ui-catalogs';

const english = UI_CATALOGS.en;

/** The catalog entry of a dotted key, or undefined. */
export const catalogEntry = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);

/** English text of a catalog key (`validation.*`, `listing_rules.*`), for API clients that do not translate. */
export function englishMessage(key: string): string {
  const text = catalogEntry(key);
  return typeof text === 'string' ? text : (catalogEntry('validation.invalid') as string);
}
