import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { MapTiles } from '../../ui/map/map-tiles';
import { dotPin } from '../../ui/map/map-pins';

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
  /** Changes whenever the map should move to this view (a place picked, coordinates typed). */
  seq: number;
}

export interface LocationMapProps {
  point: { lat: number; lng: number } | null;
  view: MapView;
  onPick: (lat: number, lng: number) => void;
  label: string;
  className?: string;
}

function FollowView({ view }: { view: MapView }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    map.flyTo([view.lat, view.lng], view.zoom, { duration: 0.6 });
    // Only a new request moves the map, not every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.seq]);
  return null;
}

function ClickToPick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** The location step's map (browser only): a click or a drag of the pin sets the point. */
export default function LocationMap({ point, view, onPick, label, className }: LocationMapProps) {
  const icon = useMemo(() => dotPin(), []);
  const markerRef = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const marker = markerRef.current;
        if (marker) onPick(marker.getLatLng().lat, marker.getLatLng().lng);
      },
    }),
    [onPick],
  );
  return (
    <div className={['map-box', className].filter(Boolean).join(' ')} role="region" aria-label={label}>
      <MapContainer
        center={[view.lat, view.lng]}
        zoom={view.zoom}
        scrollWheelZoom={false}
        style={{ inlineSize: '100%', blockSize: '100%' }}
      >
        <MapTiles />
        <FollowView view={view} />
        <ClickToPick onPick={onPick} />
        {point && (
          <Marker
            position={[point.lat, point.lng]}
            icon={icon}
            draggable
            eventHandlers={handlers}
            ref={markerRef}
            keyboard={false}
          />
        )}
      </MapContainer>
    </div>
  );
}
