import { ApiRequestError } from '../../lib/api/api-client';
import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PauseDialog } from './pause-dialog';

/** A publication paused on the lister's own listing of the same unit (409 `duplicate_unit`). */
export interface UnitPause {
  messageKey: string;
  listingId: number;
  slug: string;
}

/** The pause in an API error, if it is one. */
export function unitPauseOf(error: unknown): UnitPause | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'duplicate_unit') return null;
  const { unit, listing_id: id, listing_slug: slug } = error.fields;
  if (!unit || !id || !slug) return null;
  return { messageKey: unit, listingId: Number(id), slug };
}

/**
 * "This looks like your listing #123 (same photos)": open that one to update it, or say it is a
 * different unit (then it is published for a moderator to check, with the pair).
 */
export function UnitPauseDialog({
  pause,
  onDifferent,
  onClose,
}: {
  pause: UnitPause;
  onDifferent: () => void;
  onClose: () => void;
}) {
  const { t, tDynamic } = useTranslation();
  return (
    <PauseDialog
      title={t('units.dialog_title')}
      text={tDynamic(pause.messageKey, { id: pause.listingId })}
      note={t('units.different_unit_note')}
      onClose={onClose}
      closeLabel={t('units.close')}
      testId="unit-pause-dialog"
      actions={
        <>
          <Link className="button" to={`/properties/${pause.slug}`} data-testid="unit-pause-open">
            {t('units.open_listing', { id: pause.listingId })}
          </Link>
          <button
            type="button"
            className="button button--ghost"
            onClick={onDifferent}
            data-testid="unit-pause-different"
          >
            {t('units.different_unit')}
          </button>
        </>
      }
    />
  );
}
