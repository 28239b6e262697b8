import type { ReactNode } from 'react';
import { Link } from '../lib/link';
import './pager.css';

/**
 * Pagers. They hold no texts of their own: each feature passes its catalog's words and the class
 * its CSS styles (`block`), so the markup of every list stays as it was.
 */

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

interface PrevNextTexts {
  /** The nav's accessible name. */
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 5". */
  status: string;
}

/**
 * Previous / "Page x of y" / next as links (rel=prev/next) built by `href`. A missing step is a
 * disabled ghost button (`missing="disabled"`) or an empty cell that keeps the row's layout.
 */
export function LinkPager({
  block,
  page,
  pages,
  href,
  texts,
  missing = 'disabled',
  preventScrollReset,
}: {
  block: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  texts: PrevNextTexts;
  missing?: 'disabled' | 'empty';
  preventScrollReset?: boolean;
}) {
  if (pages <= 1) return null;
  const step = (to: number, rel: 'prev' | 'next', text: string, enabled: boolean) =>
    enabled ? (
      <Link className="button button--ghost" to={href(to)} rel={rel} preventScrollReset={preventScrollReset}>
        {text}
      </Link>
    ) : missing === 'empty' ? (
      <span />
    ) : (
      <span className="button button--ghost is-disabled" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className={block} aria-label={texts.label}>
      {step(page - 1, 'prev', texts.previous, page > 1)}
      <span className="muted">{texts.status}</span>
      {step(page + 1, 'next', texts.next, page < pages)}
    </nav>
  );
}

/** Previous / "Page x of y" / next as buttons, for lists paged in the browser. */
export function ButtonPager({
  block,
  page,
  pages,
  onPage,
  texts,
}: {
  block: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: PrevNextTexts;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={block} aria-label={texts.label}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </button>
      <span className="muted">{texts.status}</span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}

/**
 * Previous / numbers / next as crawlable links (server rendered). `nextHref` overrides the link
 * after the last counted page (keyset paging past a capped count); classes are `block`,
 * `block__step`, `block__gap`.
 */
export function NumberedPager({
  block,
  page,
  pages,
  href,
  nextHref = page < pages ? href(page + 1) : null,
  texts,
  statusClassName = 'muted',
  numberClassName,
  formatNumber,
}: {
  block: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  nextHref?: string | null;
  texts: PrevNextTexts & { pageN: (page: number) => string };
  statusClassName?: string;
  numberClassName?: string;
  formatNumber: (n: number) => string;
}) {
  const arrow = (rel: 'prev' | 'next') => (
    <span aria-hidden="true" className="flip-rtl">
      {rel === 'prev' ? '‹' : '›'}
    </span>
  );
  const step = (to: string | null, rel: 'prev' | 'next', text: string) => {
    const content: ReactNode =
      rel === 'prev' ? (
        <>
          {arrow(rel)} {text}
        </>
      ) : (
        <>
          {text} {arrow(rel)}
        </>
      );
    return to ? (
      <Link className={`${block}__step`} to={to} rel={rel}>
        {content}
      </Link>
    ) : (
      <span className={`${block}__step is-disabled`} aria-disabled="true">
        {content}
      </span>
    );
  };
  return (
    <nav className={block} aria-label={texts.label}>
      <p className={statusClassName}>{texts.status}</p>
      <ul>
        <li>{step(page > 1 ? href(page - 1) : null, 'prev', texts.previous)}</li>
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={`${block}__gap`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n} className={numberClassName}>
              <Link to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={texts.pageN(n)}>
                {formatNumber(n)}
              </Link>
            </li>
          ),
        )}
        <li>{step(nextHref, 'next', texts.next)}</li>
      </ul>
    </nav>
  );
}
