import { useTranslation } from '../../lib/i18n/use-translation';
import type { SearchFilters } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { NumberedPager } from '../../ui/pager';
import { searchHref } from './search-params';
import type { SearchView } from '../../lib/search/search-types';

/**
 * Previous / numbers / next, as links (rel=prev/next) that keep the filters. Past the counted
 * pages ("1,000+" results), Next continues with keyset paging (`after`, the answer's next_after).
 */
export function Pagination({
  filters,
  pages,
  view,
  nextAfter = null,
  capped = false,
}: {
  filters: SearchFilters;
  pages: number;
  view: SearchView;
  nextAfter?: number | null;
  capped?: boolean;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const more = capped && nextAfter !== null;
  if (pages <= 1 && !more) return null;
  const page = more ? filters.page : Math.min(filters.page, pages);
  const href = (n: number) => searchHref({ ...filters, page: n, after: undefined }, view);
  const nextHref =
    page < pages ? href(page + 1) : more ? searchHref({ ...filters, page: page + 1, after: nextAfter }, view) : null;
  return (
    <NumberedPager
      block="pagination"
      page={page}
      pages={pages}
      href={href}
      nextHref={nextHref}
      statusClassName="pagination__status muted"
      numberClassName="pagination__number"
      formatNumber={number}
      texts={{
        label: t('search.pagination'),
        status: t('search.page_of', { page: number(page), pages: more ? `${number(pages)}+` : number(pages) }),
        previous: t('search.previous'),
        next: t('search.next'),
        pageN: (n) => t('search.page_n', { page: number(n) }),
      }}
    />
  );
}
