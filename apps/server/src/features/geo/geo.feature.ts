import type { Locale } from '@estate/shared';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { geoRoutes } from './geo.routes.js';
import { openIpCountryLookup } from './ip-country.js';
import { resolveVisitorCountry } from './visitor-country.js';

async function build({ config }: FeatureContext) {
  const geo = await openIpCountryLookup();
  return {
    geo,
    /** The visitor's country: their choice (cookie), else the IP, else DEFAULT_COUNTRY. */
    visitorCountry: (visitor: { chosen?: string; ip: string; locale: Locale }) =>
      resolveVisitorCountry({ ...visitor, geo, fallback: config.DEFAULT_COUNTRY }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    geo: Awaited<ReturnType<typeof build>>;
  }
}

export const geoFeature = defineFeature({ name: 'geo', dependsOn: [], tables: [], build, routes: [geoRoutes] });
