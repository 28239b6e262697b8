import type { UnitPair } from '@estate/shared';
import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';

/** In the review queue: the lister's own listings this one looks like; they said it is a different unit. */
export function UnitPairs({ pairs }: { pairs: UnitPair[] | undefined }) {
  const { t } = useTranslation();
  if (!pairs?.length) return null;
  return (
    <div className="admin-note" data-testid="unit-pairs">
      {pairs.map((pair) => (
        <p key={pair.listing_id}>
          <Link to={`/properties/${pair.slug}`}>
            {t('units.pair', { id: pair.listing_id, reason: t(`units.reason.${pair.reason}`) })}
          </Link>{' '}
          <span dir="auto">{pair.title}</span>
        </p>
      ))}
      <p className="muted">{t('units.pair_said_different')}</p>
    </div>
  );
}
