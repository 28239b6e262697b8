import { defineFeature, type FeatureContext } from '../../feature.js';
import { searchContext } from '../listings/search-context.js';
import { unitRoutes } from './unit.routes.js';
import { unitService } from './unit.service.js';
import * as tables from './unit.table.js';

function build({ db, readDb }: FeatureContext) {
  const { contextOf } = searchContext(readDb);
  return { units: unitService({ db, readDb, contextOf }) };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    units: ReturnType<typeof build>;
  }
}

/** One listing per real unit (issue 37): the duplicate check at publish and one search card per unit. */
export const unitsFeature = defineFeature({
  name: 'units',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [unitRoutes],
});
