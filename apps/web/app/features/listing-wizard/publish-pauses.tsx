import { useState } from 'react';
import { PriceTypoDialog, priceTypoOf, type PriceTypo } from '../../ui/listing/price-typo-dialog';
import { UnitPauseDialog, unitPauseOf, type UnitPause } from '../../ui/listing/unit-pause-dialog';

export interface PublishChoice {
  differentUnit?: boolean;
  priceConfirmed?: boolean;
}

/**
 * The two ways a publication pauses for the lister's word: the same unit as one of their listings
 * (409 `duplicate_unit`, issue 37) and a price about 100 times the area's usual (409 `price_typo`,
 * issue 41). `pausedBy` takes a failed submit's error; `dialogs` asks, then submits again or
 * sends the lister back to the price.
 */
export function usePublishPauses(submit: (choice: PublishChoice) => void, fixPrice: () => void) {
  const [unitPause, setUnitPause] = useState<UnitPause | null>(null);
  const [priceTypo, setPriceTypo] = useState<PriceTypo | null>(null);

  const pausedBy = (error: unknown): boolean => {
    const paused = unitPauseOf(error);
    if (paused) setUnitPause(paused);
    const typo = paused ? null : priceTypoOf(error);
    if (typo) setPriceTypo(typo);
    return Boolean(paused || typo);
  };

  const dialogs = (
    <>
      {priceTypo && (
        <PriceTypoDialog
          typo={priceTypo}
          onFix={() => {
            setPriceTypo(null);
            fixPrice();
          }}
          onConfirm={() => {
            setPriceTypo(null);
            submit({ priceConfirmed: true });
          }}
        />
      )}
      {unitPause && (
        <UnitPauseDialog
          pause={unitPause}
          onClose={() => setUnitPause(null)}
          onDifferent={() => {
            setUnitPause(null);
            submit({ differentUnit: true });
          }}
        />
      )}
    </>
  );
  return { pausedBy, dialogs };
}
