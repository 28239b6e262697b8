import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type CSSProperties, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import './map.css';

/** The sized box a map occupies before Leaflet has loaded (server render and first paint). */
export function MapPlaceholder({
  className,
  style,
  ref,
}: {
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <div ref={ref} className={['map-box', 'map-placeholder', className].filter(Boolean).join(' ')} style={style}>
      <span className="map-placeholder__text">{t('common.loading')}</span>
    </div>
  );
}

export interface ClientOnlyMapProps {
  /** Size the box with a class (`.map-box` gives it a height; override with your own). */
  className?: string;
  style?: CSSProperties;
}

/** How far below (or above) the screen a map's box may be when its code starts loading. */
const NEAR_SCREEN = '400px';

/**
 * True once the element has come within NEAR_SCREEN of the viewport (at once when it is on screen;
 * always false on the server and while hydrating). A map further down a phone's page does not cost
 * its 90 kB of code and its main-thread work while the page is still loading (issue 16).
 */
function useNearScreen(): [Ref<HTMLDivElement>, boolean] {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [box, near];
}

/**
 * Wraps a component that uses Leaflet / react-leaflet so it loads only in the browser, as its own
 * chunk, once its box comes near the screen: the server and the first paint show a placeholder of
 * the same size (no layout shift).
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
    const [box, near] = useNearScreen();
    const placeholder = <MapPlaceholder className={props.className} style={props.style} />;
    if (!near) return <MapPlaceholder ref={box} className={props.className} style={props.style} />;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnlyMap;
}
