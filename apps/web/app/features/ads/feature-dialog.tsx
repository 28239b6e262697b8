/**
 * Feature a listing with credits: choose a package, see the price and balance, confirm.
 * Owned by the credits/ads feature; this placeholder renders nothing until it lands.
 */
export interface FeatureDialogProps {
  listing: { id: number; title: string };
  onClose: () => void;
  /** Called after a successful purchase (the listing is featured now). */
  onDone?: () => void;
}

export function FeatureDialog(_props: FeatureDialogProps) {
  return null;
}
