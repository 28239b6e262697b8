import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { api } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { ButtonPager } from '../../ui/pager';
import { adminKey } from './admin-api';
import type { AdminRead } from './admin-reads';

/**
 * One administrator read (a list's page with its filters, the settings...): the server render's
 * first page as initial data while `read` asks for what `first` asked for, then fetched in the
 * browser. The answer's type is the operation's.
 */
export function useAdminRead<A>(read: AdminRead<A>, first?: AdminRead<A>, initial?: A) {
  return useQuery({
    queryKey: adminKey('list', read.url),
    queryFn: () => read(api),
    initialData: read.url === first?.url ? initial : undefined,
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
