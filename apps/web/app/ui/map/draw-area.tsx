import { useEffect } from 'react';
import { CircleMarker, Pane, Polygon, Polyline, useMap, useMapEvent } from 'react-leaflet';
import { POLYGON_MAX_POINTS } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A corner as Leaflet takes it: [latitude, longitude]. */
export type Corner = [number, number];

/** A drawn area as the URL keeps it ([longitude, latitude]) and as Leaflet draws it, both ways. */
export const toCorners = (polygon: [number, number][]): Corner[] => polygon.map(([lng, lat]) => [lat, lng]);
export const toPolygon = (corners: Corner[]): [number, number][] => corners.map(([lat, lng]) => [lng, lat]);

/**
 * Inside the map: while drawing, each click marks a corner (double-click zoom is off meanwhile) and
 * the outline follows; otherwise the searched area, if any, is shaded.
 */
export function DrawLayer({
  drawing,
  corners,
  area,
  onCorner,
}: {
  drawing: boolean;
  corners: Corner[];
  area?: Corner[];
  onCorner: (corner: Corner) => void;
}) {
  const map = useMap();
  useEffect(() => {
    if (!drawing) return;
    map.doubleClickZoom.disable();
    map.getContainer().classList.add('results-map--drawing');
    return () => {
      map.doubleClickZoom.enable();
      map.getContainer().classList.remove('results-map--drawing');
    };
  }, [drawing, map]);
  useMapEvent('click', (event) => {
    if (drawing && corners.length < POLYGON_MAX_POINTS) onCorner([event.latlng.lat, event.latlng.lng]);
  });
  // A pane of its own, above the base map's outlines (added whenever they load) and below the pins.
  // `className` is a Leaflet option given when a path is made (pathOptions only restyle it).
  return (
    <Pane name="draw-area" style={{ zIndex: 450 }}>
      {drawing ? (
        <>
          {corners.length > 1 && <Polyline positions={corners} className="draw-area__line" interactive={false} />}
          {corners.map((corner, i) => (
            <CircleMarker key={i} center={corner} radius={5} className="draw-area__corner" interactive={false} />
          ))}
        </>
      ) : area ? (
        <Polygon positions={area} className="draw-area__shape" interactive={false} />
      ) : null}
    </Pane>
  );
}

/** The buttons over the map: draw an area, finish or cancel it, remove the one searched. */
export function DrawControls({
  drawing,
  corners,
  hasArea,
  onStart,
  onFinish,
  onCancel,
  onRemove,
}: {
  drawing: boolean;
  corners: number;
  hasArea: boolean;
  onStart: () => void;
  onFinish: () => void;
  onCancel: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="draw-area" role="group" aria-label={t('search.draw.label')}>
      {drawing ? (
        <>
          <p className="draw-area__hint" aria-live="polite">
            {corners < 3 ? t('search.draw.hint') : t('search.draw.hint_more')}
          </p>
          <button type="button" className="button" disabled={corners < 3} onClick={onFinish}>
            {t('search.draw.finish')}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('search.draw.cancel')}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="button button--ghost" onClick={onStart}>
            {hasArea ? t('search.draw.redraw') : t('search.draw.start')}
          </button>
          {hasArea && (
            <button type="button" className="button button--ghost" onClick={onRemove}>
              {t('search.draw.remove')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
