import { lazy, Suspense, useSyncExternalStore, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './map.css';

const noSubscribe = () => () => {};

/** False on the server and while hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** The sized box a map occupies before Leaflet has loaded (server render and first paint). */
export function MapPlaceholder({ className, style }: { className?: string; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <div className={['map-box', 'map-placeholder', className].filter(Boolean).join(' ')} style={style}>
      <span className="map-placeholder__text">{t('common.loading')}</span>
    </div>
  );
}

export interface ClientOnlyMapProps {
  /** Size the box with a class (`.map-box` gives it a height; override with your own). */
  className?: string;
  style?: CSSProperties;
}

/**
 * Wraps a component that uses Leaflet / react-leaflet so it loads only in the browser, as its own
 * chunk: the server and the first paint show a placeholder of the same size (no layout shift).
 * Call it once at module level:
 *
 *   const LocationMap = clientOnlyMap(() => import('./location-map'));   // default export
 *   <LocationMap className="detail-map" lat={…} lng={…} />
 *
 * The loaded component gets every prop, including `className` and `style` for its MapContainer.
 * Use `<MapTiles />` inside its MapContainer for the base map, and `pricePin()` from
 * `./map-pins` for markers (Leaflet's default marker images break with bundlers).
 */
export function clientOnlyMap<P extends object>(
  load: () => Promise<{ default: ComponentType<P & ClientOnlyMapProps> }>,
): ComponentType<P & ClientOnlyMapProps> {
  const Lazy = lazy(load);
  function ClientOnlyMap(props: P & ClientOnlyMapProps) {
    const hydrated = useHydrated();
    const placeholder = <MapPlaceholder className={props.className} style={props.style} />;
    if (!hydrated) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnlyMap;
}
