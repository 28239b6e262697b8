import type { AreaType, Purpose } from '@estate/shared';

const svg = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function PurposeIcon({ purpose }: { purpose: Purpose }) {
  return purpose === 'sale' ? (
    <svg {...svg}>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </svg>
  ) : (
    <svg {...svg}>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.8-9.8M16 7l3 3M14 9l2 2" />
    </svg>
  );
}

export function AreaTypeIcon({ area }: { area: AreaType }) {
  if (area === 'residential')
    return (
      <svg {...svg}>
        <path d="M3 10.5 12 3l9 7.5V21H3z" />
        <path d="M9 21v-6h6v6" />
      </svg>
    );
  if (area === 'commercial')
    return (
      <svg {...svg}>
        <rect x="4" y="3" width="16" height="18" rx="1" />
        <path d="M8 7h2M14 7h2M8 11h2M14 11h2M8 15h2M14 15h2M10 21v-3h4v3" />
      </svg>
    );
  return (
    <svg {...svg}>
      <path d="M3 7l6-3 6 3 6-3v13l-6 3-6-3-6 3z" />
      <path d="M9 4v13M15 7v13" />
    </svg>
  );
}

export function UploadIcon() {
  return (
    <svg {...svg}>
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}

export function DocumentIcon() {
  return (
    <svg {...svg}>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M8 13h8M8 17h6" />
    </svg>
  );
}

export function VideoIcon() {
  return (
    <svg {...svg}>
      <rect x="3" y="5" width="14" height="14" rx="2" />
      <path d="m17 10 4-2v8l-4-2" />
    </svg>
  );
}
