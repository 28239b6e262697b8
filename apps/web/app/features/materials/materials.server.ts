import { MATERIALS, type Material, type SsrContext } from '@estate/shared';
import { getMaterials, getMaterialsCities, getMaterialsHistory } from '@estate/shared/contracts/materials';
import { serverT } from '../../lib/i18n/i18n.server';
import { cityOptions, countryOptions } from '../../lib/search/search.server';

/** `/material`: cities, the chosen city's latest rates and the chosen material's year, server-rendered. */
export async function loadMaterialsPage(request: Request, context: SsrContext) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('material') ?? 'cement';
  const material: Material = (MATERIALS as readonly string[]).includes(requested) ? (requested as Material) : 'cement';
  const citiesAnswer = await context.call(getMaterialsCities);
  const rateCities = citiesAnswer.ok ? citiesAnswer.body.results : [];
  const wanted = url.searchParams.get('city')?.trim();
  // Without a choice: a city of the visitor's country when it has rates, else the busiest city.
  const city =
    rateCities.find((c) => c.city.toLowerCase() === wanted?.toLowerCase())?.city ??
    rateCities.find((c) => c.country === context.country?.country_code)?.city ??
    rateCities[0]?.city ??
    '';
  const [rates, history] = city
    ? await Promise.all([
        context.call(getMaterials, { query: { city } }),
        context.call(getMaterialsHistory, { query: { material, city, days: 365 } }),
      ])
    : [null, null];
  const t = serverT(context.locale);
  const cities = cityOptions(context.locale).map((c) => ({ city: c.city, name: c.name }));
  // The title names the city in the page's language (issue 39, U14), as the page does.
  const cityName = cities.find((c) => c.city.toLowerCase() === city.toLowerCase())?.name ?? city;
  return {
    city,
    material,
    rateCities,
    rates: rates?.ok ? rates.body.rates : [],
    history: history?.ok ? history.body : null,
    cities,
    countries: countryOptions(context.locale).map((c) => ({ code: c.code, name: c.name })),
    meta: {
      title: city ? `${t('materials.title')} · ${cityName}` : t('materials.title'),
      description: t('meta.material.description'),
      brand: t('brand.name'),
    },
  };
}
