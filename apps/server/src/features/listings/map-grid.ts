/**
 * The map's grids (issue 18): cells about CELL_PX wide on screen at the map's zoom. Listings are
 * counted one by one into a grid fitted to the box (`cellSize`), or read from the counts the
 * database keeps per cell of a fixed grid (`storedGrid`, table listing_map_cells).
 */
export type Box = [number, number, number, number];

/** A cell about this many screen pixels wide: a count bubble fits, and neighbours rarely touch. */
const CELL_PX = 80;
const TILE_PX = 256;
/** However deep the zoom asked for, a box holds at most this many cells across (a crafted zoom cannot ask for millions). */
export const MAX_CELLS_ACROSS = 48;
/** Migration 0019's grid: a cell is this many degrees / 2^zoom (CELL_PX at that zoom), zooms 2 to 15. */
const STORED_CELL_DEGREES = (360 * CELL_PX) / TILE_PX;
const STORED_ZOOMS = { min: 2, max: 15 };

/** A cell's sides in degrees: longitude, and latitude as wide on screen at the box's middle. */
export interface CellSize {
  lng: number;
  lat: number;
}

/**
 * Cells of CELL_PX on screen at a zoom level, but never so small that the box holds more than
 * MAX_CELLS_ACROSS cells across either way. Latitude steps are scaled by the Mercator factor at the
 * box's middle latitude, so cells look square (plain degrees keep the SQL cheap per row).
 */
export function cellSize(box: Box, zoom: number): CellSize {
  const [west, south, east, north] = box;
  const scale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const onScreen = (360 * CELL_PX) / (TILE_PX * 2 ** zoom);
  const lng = Math.max(onScreen, (east - west) / MAX_CELLS_ACROSS, (north - south) / MAX_CELLS_ACROSS / scale);
  return { lng, lat: lng * scale };
}

/** The zoom at which a box fills a map about 1,000 pixels wide (when the client names none). */
export function zoomOfBox(box: Box): number {
  const degrees = Math.max(1e-6, box[2] - box[0]);
  return Math.max(0, Math.min(20, Math.round(Math.log2((360 * 1000) / (TILE_PX * degrees)))));
}

const clampLat = (lat: number) => Math.max(-85, Math.min(85, lat));
/** Web Mercator's y of a latitude, in degrees (as migration 0019 computes it). */
const mercator = (lat: number) => (Math.log(Math.tan(Math.PI / 4 + (clampLat(lat) * Math.PI) / 360)) * 180) / Math.PI;
const latitudeOf = (y: number) => (2 * Math.atan(Math.exp((y * Math.PI) / 180)) - Math.PI / 2) * (180 / Math.PI);

/** The stored cells covering a box: their zoom, side and index ranges. */
export interface StoredGrid {
  zoom: number;
  size: number;
  x: [number, number];
  y: [number, number];
}

/** The deepest stored zoom no deeper than asked whose cells the box holds at most MAX_CELLS_ACROSS of across. */
export function storedGrid(box: Box, zoom: number): StoredGrid {
  const [west, south, east, north] = box;
  const [bottom, top] = [mercator(south), mercator(north)];
  let z = Math.max(STORED_ZOOMS.min, Math.min(STORED_ZOOMS.max, Math.floor(zoom)));
  const sizeAt = (level: number) => STORED_CELL_DEGREES / 2 ** level;
  while (z > STORED_ZOOMS.min && Math.max(east - west, top - bottom) / sizeAt(z) > MAX_CELLS_ACROSS) z -= 1;
  const size = sizeAt(z);
  return {
    zoom: z,
    size,
    x: [Math.floor(west / size), Math.floor(east / size)],
    y: [Math.floor(bottom / size), Math.floor(top / size)],
  };
}

/** A stored cell's box in degrees. */
export function storedCellBox(grid: StoredGrid, cx: number, cy: number): Box {
  return [cx * grid.size, latitudeOf(cy * grid.size), (cx + 1) * grid.size, latitudeOf((cy + 1) * grid.size)];
}
