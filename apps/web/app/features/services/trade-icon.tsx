import type { ServiceTrade } from '@estate/shared';

/** Line icons of the nine trades (24×24, currentColor). */
const PATHS: Record<ServiceTrade, string> = {
  legal: 'M12 3v18M5 7h14M5 7l-3 7h6zM19 7l-3 7h6zM8 21h8',
  valuation: 'M3 11l9-7 9 7v9H3zM12 13v5M10 15h4',
  architecture: 'M4 20h16M6 20V8l6-4 6 4v12M9 12h6M9 16h6',
  construction: 'M4 21V5h10M4 5l6 4M14 5v4h4v12M8 21v-6h4v6',
  finishing: 'M4 5h12v5H4zM16 7h3v6h-8v3M11 16v5',
  utilities: 'M13 2L5 14h6l-1 8 8-12h-6z',
  logistics: 'M2 7h11v9H2zM13 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  maintenance: 'M14 6a4 4 0 0 0 5 5l-9 9-3-3 9-9a4 4 0 0 0-2-2z',
  marketing: 'M3 10v4h3l7 4V6L6 10zM17 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
};

export function TradeIcon({ trade, size = 28 }: { trade: ServiceTrade; size?: number }) {
  return (
    <svg
      className="svc-trade__icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[trade]} />
    </svg>
  );
}
