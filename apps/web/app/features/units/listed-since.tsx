import type { ListingDetail } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';

/** "On Baytak since 3 September 2026": kept when the lister deletes and lists the unit again (issue 37). */
export function ListedSince({ listing }: { listing: Pick<ListingDetail, 'listed_since'> }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <p className="listed-since muted" data-testid="listed-since">
      <time dateTime={listing.listed_since}>{t('units.since', { date: date(listing.listed_since) })}</time>
    </p>
  );
}
