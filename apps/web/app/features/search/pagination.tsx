import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import type { SearchFilters } from '@estate/shared';
import { useFormat } from '../i18n/use-format';
import { searchHref } from './search-params';
import type { SearchView } from './search-types';

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
    <nav className="pagination" aria-label={t('search.pagination')}>
      <p className="pagination__status muted">
        {t('search.page_of', { page: number(page), pages: more ? `${number(pages)}+` : number(pages) })}
      </p>
      <ul>
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={href(page - 1)} rel="prev">
              <span aria-hidden="true" className="flip-rtl">
                ‹
              </span>{' '}
              {t('search.previous')}
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-disabled="true">
              <span aria-hidden="true" className="flip-rtl">
                ‹
              </span>{' '}
              {t('search.previous')}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n} className="pagination__number">
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('search.page_n', { page: number(n) })}
              >
                {number(n)}
              </Link>
            </li>
          ),
        )}
        <li>
          {nextHref ? (
            <Link className="pagination__step" to={nextHref} rel="next">
              {t('search.next')}{' '}
              <span aria-hidden="true" className="flip-rtl">
                ›
              </span>
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-disabled="true">
              {t('search.next')}{' '}
              <span aria-hidden="true" className="flip-rtl">
                ›
              </span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
