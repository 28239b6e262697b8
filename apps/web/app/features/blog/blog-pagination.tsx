import { useTranslation } from '../../lib/i18n/use-translation';
import { blogListHref, type BlogFilters } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { NumberedPager } from '../../ui/pager';

/** Previous / numbers / next as links that keep the filters (server rendered, crawlable). */
export function BlogPagination({ filters, pages }: { filters: BlogFilters; pages: number }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (pages <= 1) return null;
  const page = Math.min(filters.page, pages);
  return (
    <NumberedPager
      block="blog-pagination"
      page={page}
      pages={pages}
      href={(n) => blogListHref({ ...filters, page: n })}
      formatNumber={number}
      texts={{
        label: t('blog.list.pagination'),
        status: t('blog.list.page_of', { page: number(page), pages: number(pages) }),
        previous: t('blog.list.previous'),
        next: t('blog.list.next'),
        pageN: (n) => t('blog.list.page_n', { page: number(n) }),
      }}
    />
  );
}
