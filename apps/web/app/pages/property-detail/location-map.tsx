import { MapContainer, Marker } from 'react-leaflet';
import { MapTiles } from '../../ui/map/map-tiles';
import { dotPin } from '../../ui/map/map-pins';
import type { ClientOnlyMapProps } from '../../ui/map/client-only-map';

/** The listing's place: one marker on the site's base map. Loaded in the browser only. */
export default function LocationMap({
  latitude,
  longitude,
  label,
  className,
  style,
}: { latitude: number; longitude: number; label: string } & ClientOnlyMapProps) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={15}
      scrollWheelZoom={false}
      className={['map-box', className].filter(Boolean).join(' ')}
      style={style}
    >
      <MapTiles />
      <Marker position={[latitude, longitude]} icon={dotPin()} title={label} alt={label} keyboard={false} />
    </MapContainer>
  );
}
