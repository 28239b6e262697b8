import { savedSearchFilters } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';

const WIDTH = 96;
const HEIGHT = 72;
/** Room around the shape, as a share of its size on each side. */
const MARGIN = 0.35;
/** Grid lines across the thumbnail's width (a faint map graticule). */
const GRID = 4;

type Corner = readonly [number, number];

/**
 * The shape's corners in the thumbnail's pixels: an equirectangular view of its bounds with a
 * margin, longitudes shrunk by the cosine of the latitude so a square on the ground looks square,
 * centred and scaled to fit. North is up, east right, in both languages (a map is not mirrored).
 */
export function thumbnailPoints(corners: readonly Corner[], width = WIDTH, height = HEIGHT): [number, number][] {
  const lngs = corners.map(([lng]) => lng);
  const lats = corners.map(([, lat]) => lat);
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const shrink = Math.cos((((south + north) / 2) * Math.PI) / 180);
  // A tiny (or single-point) shape still gets a visible size.
  const spanX = Math.max((east - west) * shrink, 1e-4);
  const spanY = Math.max(north - south, 1e-4);
  const scale = Math.min(width / (spanX * (1 + 2 * MARGIN)), height / (spanY * (1 + 2 * MARGIN)));
  const midX = ((west + east) / 2) * shrink;
  const midY = (south + north) / 2;
  return corners.map(([lng, lat]) => [
    round(width / 2 + (lng * shrink - midX) * scale),
    round(height / 2 - (lat - midY) * scale),
  ]);
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A small picture of where a saved search looks on the map (issue 39, U11): its drawn area, or its
 * map box, over a faint grid. Inline SVG, no map library and no tiles (none on a closed network).
 * Nothing for a search without a shape.
 */
export function SearchShapeThumbnail({ query }: { query: string }) {
  const { t } = useTranslation();
  const f = savedSearchFilters(query);
  const corners: Corner[] | undefined =
    f.polygon ??
    (f.bbox && [
      [f.bbox[0], f.bbox[1]],
      [f.bbox[2], f.bbox[1]],
      [f.bbox[2], f.bbox[3]],
      [f.bbox[0], f.bbox[3]],
    ]);
  if (!corners) return null;
  const drawn = Boolean(f.polygon);
  const points = thumbnailPoints(corners)
    .map(([x, y]) => `${x},${y}`)
    .join(' ');
  const step = WIDTH / GRID;
  return (
    <svg
      className="search-thumbnail"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={drawn ? t('search.saved.thumbnail_drawn') : t('search.saved.thumbnail_map')}
      data-testid="saved-search-thumbnail"
      data-shape={drawn ? 'polygon' : 'box'}
    >
      <rect className="search-thumbnail__land" width={WIDTH} height={HEIGHT} />
      <path
        className="search-thumbnail__grid"
        d={Array.from({ length: GRID - 1 }, (_, i) => {
          const at = step * (i + 1);
          return `M${at} 0V${HEIGHT}M0 ${at * (HEIGHT / WIDTH)}H${WIDTH}`;
        }).join('')}
      />
      <polygon
        className={drawn ? 'search-thumbnail__shape' : 'search-thumbnail__shape search-thumbnail__shape--box'}
        points={points}
      />
    </svg>
  );
}
