import { useEffect, useState } from 'react';
import type { Place } from '@estate/shared';

let loading: Promise<Place[]> | undefined;

/** The shipped gazetteer, fetched once as its own chunk when first needed (the wizard's location step, naming a saved search). */
export function loadGazetteer(): Promise<Place[]> {
  loading ??= import('@estate/shared/listing/gazetteer-data.json').then(
    (module) => (module.default ?? module) as unknown as Place[],
  );
  return loading;
}

export function useGazetteer(): Place[] | null {
  const [places, setPlaces] = useState<Place[] | null>(null);
  useEffect(() => {
    let live = true;
    loadGazetteer()
      .then((list) => live && setPlaces(list))
      .catch((error: unknown) => {
        console.error('The place list failed to load', error);
        loading = undefined;
      });
    return () => {
      live = false;
    };
  }, []);
  return places;
}
