import { useId, useState } from 'react';

/**
 * A part of the filter form folded behind a button: the phone's and the map view's "Filters" and
 * the list's "More filters" (review M9). The button says whether it is open and which region it
 * opens; the region's `data-open` lets the style sheet hide it where it folds.
 */
export function useFold() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return {
    open,
    toggleProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen((o) => !o),
    },
    regionProps: { id, 'data-open': open },
  };
}
