/**
 * The address part of an area or city page (`/areas/<city>/<area>`): the gazetteer's English name,
 * lower case, words joined by hyphens ("DHA Phase 5" → "dha-phase-5"). One spelling per place, so
 * each page has one URL in each language.
 */
export function placeSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The area page's path (without the language prefix): the city's page when no area is given. */
export function areaPagePath(city: string, area?: string | null): string {
  return area ? `/areas/${placeSlug(city)}/${placeSlug(area)}` : `/areas/${placeSlug(city)}`;
}
