import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { AdminPage } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { ButtonPager } from '../../ui/pager';
import { adminKey, fetchAdmin } from './admin-api';

/**
 * One administrator list: the server render's first page as initial data, then pages and
 * filters fetched in the browser. `path` carries the filters and page.
 */
export function useAdminList<T>(path: string, firstPath: string, initial: unknown) {
  return useQuery({
    queryKey: adminKey('list', path),
    queryFn: () => fetchAdmin<AdminPage<T>>(path),
    initialData: path === firstPath && initial ? (initial as AdminPage<T>) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Previous / next for a list, with "page x of y". */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <ButtonPager
      block="admin-pager"
      page={page}
      pages={pages}
      onPage={onPage}
      texts={{
        label: t('admin.console.pages'),
        previous: t('admin.console.previous'),
        next: t('admin.console.next'),
        status: t('admin.console.page_of', { page: number(page), pages: number(pages) }),
      }}
    />
  );
}

/** A list's loading, failure and empty states. */
export function ListState({ query, empty }: { query: { isError: boolean; data?: { count: number } }; empty: string }) {
  const { t, tDynamic } = useTranslation();
  if (query.isError) return <p className="form-error">{t('admin.console.load_failed')}</p>;
  if (!query.data) return <p className="muted">{t('admin.console.loading')}</p>;
  if (query.data.count === 0) return <p className="admin-empty muted">{tDynamic(empty)}</p>;
  return null;
}

/** The outcome of the last action, announced to screen readers. */
export function ActionResult({ result }: { result?: { ok: boolean; key: string } }) {
  const { tDynamic } = useTranslation();
  return (
    <p className={result?.ok === false ? 'field__error' : 'admin-result'} role="status">
      {result ? tDynamic(result.key) : ''}
    </p>
  );
}

/** Segmented filter buttons (aria-pressed). */
export function FilterButtons<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <div className="admin-filter" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="admin-filter__button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
