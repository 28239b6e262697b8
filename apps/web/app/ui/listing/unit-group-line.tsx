import type { ListingCard } from '@estate/shared';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatPriceRange } from './price-range';
import './units.css';

/**
 * A search card's line for a unit offered by several listers (issue 37): "Listed by 3 agencies ·
 * AED 1.20–1.25M", opening the unit's offers side by side on the listing's page.
 */
export function UnitGroupLine({ listing }: { listing: Pick<ListingCard, 'slug' | 'currency' | 'unit_group'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const group = listing.unit_group;
  if (!group) return null;
  return (
    <p className="unit-group-line" data-testid="unit-group-line">
      <Link to={`/properties/${listing.slug}#offers`} className="unit-group-line__link">
        {t('units.group_label', {
          listers: t('units.listed_by', { count: group.listers }),
          range: formatPriceRange(group.min_price, group.max_price, listing.currency, locale),
        })}
      </Link>
    </p>
  );
}
