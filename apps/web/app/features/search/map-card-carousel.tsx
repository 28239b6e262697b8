import { useEffect, useRef, type ReactNode } from 'react';
import { useMediaQuery } from '../../ui/use-media-query';
import './map-card-carousel.css';

/** Where the map view turns into a full-height map with the cards over it (map-card-carousel.css). */
export const PHONE_MAP_QUERY = '(max-width: 900px)';

/** How much of a card must show for it to count as the one in view. */
const IN_VIEW = 0.6;

/** A marker tapped: scroll to its card (`seq` tells two taps on the same marker apart). */
export interface CardRequest {
  id: number;
  seq: number;
}

/**
 * The map view's results (issue 39 M18). On a desktop they are the list beside the map; on a
 * phone the CSS lays the same cards in a swipeable row over the foot of a full-height map
 * (CSS scroll snap), and this component links the row to the map: the card in view is reported
 * (its marker is highlighted), and a tapped marker's card is scrolled into view.
 */
export function MapCardCarousel({
  children,
  resultsKey,
  request,
  onCardInView,
}: {
  children: ReactNode;
  /** Changes with the cards shown (their ids), so the row is watched again. */
  resultsKey: string;
  request: CardRequest | null;
  onCardInView: (id: number | null) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE_MAP_QUERY);
  const report = useRef(onCardInView);
  report.current = onCardInView;

  // The first card (in reading order) that shows at least IN_VIEW of itself in the row.
  useEffect(() => {
    const track = box.current?.querySelector<HTMLElement>('.listing-grid');
    if (!phone || !track || typeof IntersectionObserver === 'undefined') return;
    const cards = [...track.querySelectorAll<HTMLElement>('[data-listing-id]')];
    const shown = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= IN_VIEW) shown.add(entry.target);
          else shown.delete(entry.target);
        }
        const first = cards.find((card) => shown.has(card));
        report.current(first ? Number(first.dataset.listingId) : null);
      },
      { root: track, threshold: [0, IN_VIEW, 1] },
    );
    for (const card of cards) observer.observe(card);
    return () => {
      observer.disconnect();
      report.current(null);
    };
  }, [phone, resultsKey]);

  // A tapped marker: its card slides to the middle of the row.
  useEffect(() => {
    const track = box.current?.querySelector<HTMLElement>('.listing-grid');
    const card = request && track?.querySelector<HTMLElement>(`[data-listing-id="${request.id}"]`);
    if (!phone || !track || !card) return;
    const row = track.getBoundingClientRect();
    const at = card.getBoundingClientRect();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: at.left + at.width / 2 - (row.left + row.width / 2), behavior: still ? 'auto' : 'smooth' });
  }, [phone, request]);

  return (
    <div ref={box} className="map-carousel" data-testid="map-carousel">
      {children}
    </div>
  );
}
