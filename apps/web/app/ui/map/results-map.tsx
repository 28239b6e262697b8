import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { MapContainer, Marker, Popup, useMap, useMapEvent } from 'react-leaflet';
import { Link } from '../../lib/link';
import type { LatLngBoundsExpression, Map as LeafletMap } from 'leaflet';
import type { MapAnswer, MapCluster, MapPoint } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPriceCompact } from '../../lib/i18n/format-price';
import { MapTiles } from './map-tiles';
import { clusterPin, pricePin } from './map-pins';
import { DrawControls, DrawLayer, toCorners, toPolygon, type Corner } from './draw-area';

export type Bbox = [number, number, number, number];

export interface ResultsMapProps {
  className?: string;
  style?: CSSProperties;
  /** The search's filters as a URL query, without bbox, page and sort. */
  filtersQuery: string;
  /** The box in the URL: the map opens on it. */
  bbox?: Bbox;
  /** Where to open when there is no box and no result to fit (the chosen city or country). */
  place?: { lat: number; lng: number; zoom: number };
  /** The visible box after the map moved (debounced). */
  onBoundsChange: (bbox: Bbox) => void;
  /** The listing the visitor points at in the list: its pin stands out. */
  activeId?: number | null;
  /** The area drawn to search in ([longitude, latitude] corners), if any. */
  polygon?: [number, number][];
  /** A new area was drawn, or the area was removed (undefined). */
  onPolygonChange?: (polygon: [number, number][] | undefined) => void;
  /**
   * Listings shown as cards over the map (a phone's carousel): tapping one of their pins calls
   * `onPinSelect` instead of opening a popup.
   */
  carouselIds?: ReadonlySet<number>;
  onPinSelect?: (id: number) => void;
}

const DEBOUNCE_MS = 300;
/**
 * Markers closer than this on screen merge into a count bubble (below street level): a price pin
 * is about this wide and tall, so two markers never cover each other (issue 17: clusters overlapped
 * on phones, where grid cells put neighbouring bubbles a few pixels apart).
 */
const MARKER_PX = { x: 96, y: 40 };
const CLUSTER_BELOW_ZOOM = 15;

/** A bubble: several listings counted here (on the server past the pin limit), zooming to their box. */
type Bubble = { key: string; count: number; lat: number; lng: number; bounds: [number, number][]; ids?: number[] };
type Group = { point: MapPoint } | Bubble;

/** What goes on the map before merging: a listing's pin, or the server's count of a cell. */
type Item = { point: MapPoint; cluster?: undefined } | { cluster: MapCluster; point?: undefined };

const countOf = (item: Item) => (item.point ? 1 : item.cluster.count);
const latLngOf = (item: Item): [number, number] =>
  item.point ? [item.point.latitude, item.point.longitude] : [item.cluster.latitude, item.cluster.longitude];
const boundsOf = (item: Item): [number, number][] => {
  if (item.point) return [[item.point.latitude, item.point.longitude]];
  const [w, s, e, n] = item.cluster.bbox;
  return [
    [s, w],
    [n, e],
  ];
};

/**
 * Leader clustering on screen: each item (a pin, or a cell the server counted) joins the first
 * marker within MARKER_PX of it, or becomes a marker of its own; a marker's count is the sum of its
 * items, so counts stay true. A marker stays where its first item is (featured pins first, then the
 * biggest cells), so markers are always at least MARKER_PX apart. Cheap for a few hundred items.
 * At street level, pins alone are not merged.
 */
function groupItems(map: LeafletMap, items: Item[], zoom: number): Group[] {
  if (zoom >= CLUSTER_BELOW_ZOOM && items.every((item) => item.point)) {
    return items.map((item) => ({ point: item.point! }));
  }
  const leaders: { x: number; y: number; items: Item[] }[] = [];
  const rank = (item: Item) => (item.point ? (item.point.is_featured ? 1e12 : 0) : item.cluster.count);
  const ordered = [...items].sort((a, b) => rank(b) - rank(a));
  for (const item of ordered) {
    const at = map.project(latLngOf(item), zoom);
    const near = leaders.find((l) => Math.abs(l.x - at.x) < MARKER_PX.x && Math.abs(l.y - at.y) < MARKER_PX.y);
    if (near) near.items.push(item);
    else leaders.push({ x: at.x, y: at.y, items: [item] });
  }
  return leaders.map(({ items: members }) => {
    const first = members[0]!;
    if (members.length === 1 && first.point) return { point: first.point };
    const [lat, lng] = latLngOf(first);
    return {
      key: `${first.point ? 'p' : 'c'}-${lat},${lng}`,
      count: members.reduce((sum, item) => sum + countOf(item), 0),
      lat,
      lng,
      bounds: members.flatMap(boundsOf),
      ids: members.flatMap((item) => (item.point ? [item.point.id] : [])),
    };
  });
}
const round = (n: number) => Math.round(n * 100_000) / 100_000;

function boxOf(map: LeafletMap): Bbox {
  const b = map.getBounds();
  return [
    round(Math.max(-180, b.getWest())),
    round(Math.max(-90, b.getSouth())),
    round(Math.min(180, b.getEast())),
    round(Math.min(90, b.getNorth())),
  ];
}

async function fetchPoints(query: string, signal: AbortSignal): Promise<MapAnswer> {
  const response = await fetch(`/api/properties/map/?${query}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`Map search failed with status ${response.status}`);
  return (await response.json()) as MapAnswer;
}

type Status = 'loading' | 'ready' | 'failed';

function ResultsLayer({
  filtersQuery,
  bbox,
  place,
  onBoundsChange,
  activeId,
  carouselIds,
  onPinSelect,
}: Omit<ResultsMapProps, 'className' | 'style' | 'polygon' | 'onPolygonChange'>) {
  const map = useMap();
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const [answer, setAnswer] = useState<MapAnswer>({ points: [], clusters: [], total: 0, capped: false });
  const [status, setStatus] = useState<Status>('loading');
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ filtersQuery, onBoundsChange, bbox });
  latest.current = { filtersQuery, onBoundsChange, bbox };

  // Pins of what is inside the visible box; a newer request aborts the older one.
  const load = useMemo(
    () => (box: Bbox) => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      setStatus('loading');
      const query = [latest.current.filtersQuery, `bbox=${box.join(',')}`, `zoom=${Math.round(map.getZoom())}`]
        .filter(Boolean)
        .join('&');
      fetchPoints(query, mine.signal)
        .then((next) => {
          setAnswer(next);
          setStatus('ready');
        })
        .catch((error: unknown) => {
          if (mine.signal.aborted) return;
          console.error('Map results failed', error);
          setStatus('failed');
        });
    },
    [map],
  );

  // After each move: pins for the new box, and the box goes to the URL and the list.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMoveEnd = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const box = boxOf(map);
        load(box);
        const current = latest.current.bbox;
        if (!current || current.some((v, i) => v !== box[i])) latest.current.onBoundsChange(box);
      }, DEBOUNCE_MS);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      clearTimeout(timer);
      map.off('moveend', onMoveEnd);
    };
  }, [map, load]);

  // Opening view: the URL's box, else all the results (up to the pin limit), else the chosen city
  // or country. When the filters change: same box if the URL kept one, else fit the new results.
  const initialized = useRef(false);
  useEffect(() => {
    const box = latest.current.bbox;
    const first = !initialized.current;
    initialized.current = true;
    if (box) {
      if (first) {
        const [w, s, e, n] = box;
        map.fitBounds([
          [s, w],
          [n, e],
        ]);
      }
      load(boxOf(map));
      return;
    }
    // A chosen city or country opens there: counting every match in the world to fit them is not needed.
    if (place) {
      map.setView([place.lat, place.lng], place.zoom);
      map.fire('moveend');
      return;
    }
    const mine = new AbortController();
    fetchPoints(filtersQuery, mine.signal)
      .then(({ points, clusters }) => {
        const bounds: LatLngBoundsExpression = [
          ...points.map((p) => [p.latitude, p.longitude] as [number, number]),
          ...clusters.flatMap(({ bbox: [w, s, e, n] }) => [[s, w] as [number, number], [n, e] as [number, number]]),
        ];
        if (bounds.length) map.fitBounds(bounds, { padding: [40, 40], maxZoom: 14 });
        // Fitting may not move the map; either way, show the pins of what is now visible.
        map.fire('moveend');
      })
      .catch((error: unknown) => {
        if (!mine.signal.aborted) console.error('Map results failed', error);
      });
    return () => mine.abort();
    // Only the filters (not box changes from moving the map) lead to a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, filtersQuery, load]);

  useEffect(() => () => controller.current?.abort(), []);

  // Merged at the map's zoom when the answer comes (the opening view may zoom before any listener
  // is set), and again at each later zoom.
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  const groups = useMemo(
    () =>
      groupItems(
        map,
        [...answer.clusters.map((cluster) => ({ cluster })), ...answer.points.map((point) => ({ point }))],
        map.getZoom(),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `zoom` only asks for a new merge.
    [map, answer, zoom],
  );

  return (
    <>
      <p className="map-status" aria-live="polite">
        {status === 'failed'
          ? t('search.map_failed')
          : status === 'loading'
            ? t('search.map_updating')
            : answer.capped
              ? t('search.map_in_area_capped', { n: number(answer.total) })
              : t('search.map_in_area', { count: answer.total, n: number(answer.total) })}
      </p>
      {groups.map((group) =>
        'point' in group ? (
          <PricePinMarker
            key={group.point.id}
            point={group.point}
            active={group.point.id === activeId}
            label={formatPriceCompact(group.point.price, group.point.currency, locale)}
            onSelect={onPinSelect && carouselIds?.has(group.point.id) ? onPinSelect : undefined}
          />
        ) : (
          <ClusterMarker key={group.key} group={group} active={!!activeId && !!group.ids?.includes(activeId)} />
        ),
      )}
    </>
  );
}

function ClusterMarker({ group, active }: { group: Bubble; active: boolean }) {
  const map = useMap();
  const { t } = useTranslation();
  const { number } = useFormat();
  const { count } = group;
  const icon = useMemo(() => clusterPin(number(count), count, active), [count, number, active]);
  const zoomIn = () =>
    map.fitBounds(group.bounds, { padding: [60, 60], maxZoom: Math.max(map.getZoom() + 2, CLUSTER_BELOW_ZOOM) });
  return (
    <Marker
      position={[group.lat, group.lng]}
      icon={icon}
      zIndexOffset={active ? 1000 : 0}
      title={t('search.count', { count, n: number(count) })}
      alt={t('search.count', { count, n: number(count) })}
      eventHandlers={{ click: zoomIn, keypress: (e) => e.originalEvent.key === 'Enter' && zoomIn() }}
    />
  );
}

function PricePinMarker({
  point,
  label,
  active,
  onSelect,
}: {
  point: MapPoint;
  label: string;
  active: boolean;
  /** Its card is in the carousel: a tap (or Enter) goes to it, with no popup. */
  onSelect?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const icon = useMemo(
    () => pricePin(label, { featured: point.is_featured, active, id: point.id }),
    [label, point.is_featured, active, point.id],
  );
  const select = onSelect && (() => onSelect(point.id));
  return (
    <Marker
      position={[point.latitude, point.longitude]}
      icon={icon}
      riseOnHover
      zIndexOffset={active ? 1000 : 0}
      title={`${label} · ${point.title}`}
      alt={label}
      eventHandlers={
        select ? { click: select, keypress: (e) => e.originalEvent.key === 'Enter' && select() } : undefined
      }
    >
      {select ? null : (
        <Popup>
          <div className="map-popup">
            <strong className="map-popup__price">
              <bdi>{label}</bdi>
              {point.purpose === 'rent' && point.rent_frequency && (
                <span className="muted"> {t(`listing.rent_frequency.${point.rent_frequency}`)}</span>
              )}
            </strong>
            <Link to={`/properties/${point.slug}`} className="map-popup__title" dir="auto">
              {point.title}
            </Link>
            {point.is_featured && (
              <span className="listing-badge listing-badge--featured">{t('listing.featured')}</span>
            )}
          </div>
        </Popup>
      )}
    </Marker>
  );
}

/** The search results map (load it through `clientOnlyMap`). */
export default function ResultsMap({ className, style, polygon, onPolygonChange, ...props }: ResultsMapProps) {
  const { t } = useTranslation();
  // Drawing an area (issue 18): corners clicked so far; the finished area goes to the URL.
  const [drawing, setDrawing] = useState(false);
  const [corners, setCorners] = useState<Corner[]>([]);
  const area = useMemo(() => (polygon ? toCorners(polygon) : undefined), [polygon]);
  const stop = () => {
    setDrawing(false);
    setCorners([]);
  };
  return (
    <div className={['map-box', 'results-map', className].filter(Boolean).join(' ')} style={style}>
      <MapContainer
        center={[25, 50]}
        zoom={4}
        minZoom={2}
        scrollWheelZoom
        className="results-map__leaflet"
        aria-label={t('search.map_label')}
      >
        <MapTiles />
        <ResultsLayer {...props} />
        <DrawLayer drawing={drawing} corners={corners} area={area} onCorner={(c) => setCorners((all) => [...all, c])} />
      </MapContainer>
      {onPolygonChange && (
        <DrawControls
          drawing={drawing}
          corners={corners.length}
          hasArea={!!polygon}
          onStart={() => {
            setCorners([]);
            setDrawing(true);
          }}
          onFinish={() => {
            onPolygonChange(toPolygon(corners));
            stop();
          }}
          onCancel={stop}
          onRemove={() => onPolygonChange(undefined)}
        />
      )}
    </div>
  );
}
