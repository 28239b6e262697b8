import { useEffect, useState } from 'react';
import { GeoJSON, TileLayer, useMap, useMapEvent } from 'react-leaflet';
import { useRouteLoaderData } from 'react-router';
import type { FeatureCollection } from 'geojson';
import 'leaflet/dist/leaflet.css';
import { useLocale } from '../../lib/i18n/use-locale';

interface RootMapSettings {
  map?: { tileUrl: string; attribution: string };
}

const SEA = '#d7ecf5';
const LAND = '#f3f4ef';
const LAND_STYLE = { color: '#94a3b8', weight: 0.8, fillColor: LAND, fillOpacity: 1 };
/**
 * The 1:110m coastline is kilometres off at city zoom, which would put homes in the sea; from
 * this zoom on the map shows land everywhere with borders only.
 */
const DETAIL_ZOOM = 7;
const BORDERS_STYLE = { ...LAND_STYLE, fillOpacity: 0 };

let outlines: Promise<FeatureCollection> | undefined;

/** Country outlines (Natural Earth 1:110m via world-atlas), loaded once as a separate chunk. */
function loadOutlines(): Promise<FeatureCollection> {
  outlines ??= Promise.all([import('world-atlas/countries-110m.json'), import('topojson-client')]).then(
    ([atlas, topojson]) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- world-atlas ships untyped JSON
      const topology = (atlas.default ?? atlas) as any;
      return topojson.feature(topology, topology.objects.countries) as unknown as FeatureCollection;
    },
  );
  return outlines;
}

/** The offline base map: light land outlines over a sea colour, no tile server needed. */
function OfflineBaseMap() {
  const map = useMap();
  const [data, setData] = useState<FeatureCollection | null>(null);
  const [close, setClose] = useState(() => map.getZoom() >= DETAIL_ZOOM);
  useMapEvent('zoomend', () => setClose(map.getZoom() >= DETAIL_ZOOM));
  useEffect(() => {
    map.getContainer().style.background = close ? LAND : SEA;
  }, [map, close]);
  useEffect(() => {
    let live = true;
    loadOutlines()
      .then((collection) => live && setData(collection))
      .catch((error: unknown) => console.error('Map outlines failed to load', error));
    return () => {
      live = false;
    };
  }, [map]);
  return data ? (
    <GeoJSON
      key={close ? 'borders' : 'land'}
      data={data}
      style={close ? BORDERS_STYLE : LAND_STYLE}
      interactive={false}
      attribution="Natural Earth"
    />
  ) : null;
}

/**
 * Leaflet puts its zoom buttons top left; an Arabic page reads from the right, so there they go
 * top right: the start side in both directions (issue 39 M18).
 */
function useZoomOnStartSide() {
  const map = useMap();
  const rtl = useLocale() === 'ar';
  useEffect(() => {
    map.zoomControl?.setPosition(rtl ? 'topright' : 'topleft');
  }, [map, rtl]);
}

/**
 * The base map of every map on the site, inside a react-leaflet MapContainer: the configured tile
 * server (root loader `map.tileUrl` / `map.attribution`), or the offline outline map when it is 'off'.
 * It also puts the zoom buttons on the page's start side.
 */
export function MapTiles() {
  useZoomOnStartSide();
  const root = useRouteLoaderData('root') as RootMapSettings | undefined;
  const tileUrl = root?.map?.tileUrl ?? 'off';
  if (tileUrl === 'off' || !tileUrl) return <OfflineBaseMap />;
  return <TileLayer url={tileUrl} attribution={root?.map?.attribution ?? ''} maxZoom={19} />;
}
