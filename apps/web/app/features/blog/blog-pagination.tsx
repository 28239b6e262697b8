import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { blogListHref, type BlogFilters } from '@estate/shared';
import { useFormat } from '../i18n/use-format';

/** Page numbers to show: first, last, and two either side of the current page, with gaps. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/** Previous / numbers / next as links that keep the filters (server rendered, crawlable). */
export function BlogPagination({ filters, pages }: { filters: BlogFilters; pages: number }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (pages <= 1) return null;
  const page = Math.min(filters.page, pages);
  const href = (n: number) => blogListHref({ ...filters, page: n });
  const step = (n: number, label: string, rel: 'prev' | 'next', enabled: boolean) => {
    const arrow = (
      <span aria-hidden="true" className="flip-rtl">
        {rel === 'prev' ? '‹' : '›'}
      </span>
    );
    const content =
      rel === 'prev' ? (
        <>
          {arrow} {label}
        </>
      ) : (
        <>
          {label} {arrow}
        </>
      );
    return enabled ? (
      <Link className="blog-pagination__step" to={href(n)} rel={rel}>
        {content}
      </Link>
    ) : (
      <span className="blog-pagination__step is-disabled" aria-disabled="true">
        {content}
      </span>
    );
  };
  return (
    <nav className="blog-pagination" aria-label={t('blog.list.pagination')}>
      <p className="muted">{t('blog.list.page_of', { page: number(page), pages: number(pages) })}</p>
      <ul>
        <li>{step(page - 1, t('blog.list.previous'), 'prev', page > 1)}</li>
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="blog-pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('blog.list.page_n', { page: number(n) })}
              >
                {number(n)}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('blog.list.next'), 'next', page < pages)}</li>
      </ul>
    </nav>
  );
}
