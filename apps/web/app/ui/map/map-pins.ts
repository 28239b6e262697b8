import L from 'leaflet';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A price pin ("AED 1.2M") as a Leaflet divIcon: plain HTML and CSS, so no marker images that
 * bundlers lose. Only import this from a module loaded through `clientOnlyMap` (Leaflet needs `window`).
 */
export function pricePin(
  label: string,
  options: { featured?: boolean; active?: boolean; id?: number } = {},
): L.DivIcon {
  const classes = ['price-pin', options.featured && 'price-pin--featured', options.active && 'price-pin--active']
    .filter(Boolean)
    .join(' ');
  return L.divIcon({
    className: 'price-pin-wrap',
    html: `<span class="${classes}"${options.id ? ` data-pin-id="${options.id}"` : ''}><bdi>${escapeHtml(label)}</bdi></span>`,
    // No fixed size: the pin is as wide as its price; CSS centres it above the point.
    iconSize: null as unknown as undefined,
  });
}

/** A plain location dot (a listing's own place, the wizard's chosen point). */
export function dotPin(): L.DivIcon {
  return L.divIcon({ className: 'dot-pin', iconSize: [22, 22], iconAnchor: [11, 11] });
}

/** A bubble standing for several nearby listings; its size grows with the count. */
export function clusterPin(label: string, count: number, active = false): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  return L.divIcon({
    className: active ? 'cluster-pin cluster-pin--active' : 'cluster-pin',
    html: `<span>${escapeHtml(label)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
