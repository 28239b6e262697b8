import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile, SavedSearch } from '@estate/shared';
import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { savedSearchesApi, savedSearchesKeys } from './saved-searches-api';
import { SaveSearchDialog } from './save-search-dialog';
import { useSearchInWords } from './search-in-words';
import { SearchShapeThumbnail } from './search-shape-thumbnail';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { isolate } from '../../ui/bidi';
import './saved-searches.css';

/**
 * Dashboard tab "searches" (issue 18): the user's saved searches with their filters in words, a
 * thumbnail of a drawn area or map box (issue 39, U11), the listings matched since each was last
 * opened, and open, edit, pause or resume, delete.
 */
export function SavedSearchesTab(_props: { user: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const query = useQuery({ queryKey: savedSearchesKeys.mine, queryFn: savedSearchesApi.mine });
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchesKeys.mine });

  const start = (
    <Link className="button" to="/properties">
      {t('search.saved.start')}
    </Link>
  );
  return (
    <div className="saved-searches" data-testid="saved-searches-tab">
      <p className="muted">{t('search.saved.tab_lead')}</p>
      {query.isPending ? (
        <p className="muted" aria-busy="true">
          …
        </p>
      ) : query.isError ? (
        <div className="saved-searches__empty" role="alert">
          <h3>{t('search.saved.error')}</h3>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('search.saved.retry')}
          </button>
        </div>
      ) : query.data.results.length === 0 ? (
        <div className="saved-searches__empty">
          <h3>{t('search.saved.empty_title')}</h3>
          <p className="muted">{t('search.saved.empty_text')}</p>
          {start}
        </div>
      ) : (
        <ul className="saved-searches__list">
          {query.data.results.map((search) => (
            <li key={search.id}>
              <SavedSearchCard search={search} onEdit={setEditing} onChanged={() => void refresh()} />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <SaveSearchDialog
          query={editing.query}
          defaultName={editing.name}
          saved={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}

function SavedSearchCard({
  search,
  onEdit,
  onChanged,
}: {
  search: SavedSearch;
  onEdit: (search: SavedSearch) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const inWords = useSearchInWords();
  const pause = useMutation({
    mutationFn: () => savedSearchesApi.update(search.id, { paused: !search.paused }),
    onSettled: onChanged,
  });
  const remove = useMutation({ mutationFn: () => savedSearchesApi.remove(search.id), onSettled: onChanged });
  const [deleting, setDeleting] = useState(false);
  const channels = [
    search.notify_in_app ? t('search.saved.notify_in_app') : '',
    search.notify_email ? t('search.saved.notify_email') : '',
  ]
    .filter(Boolean)
    .join(' + ');
  const results = `/properties${search.query ? `?${search.query}` : ''}`;
  return (
    <article className="saved-search-card" data-testid="saved-search">
      <div className="saved-search-card__top">
        <SearchShapeThumbnail query={search.query} />
        <div className="saved-search-card__summary">
          <header className="saved-search-card__head">
            <h3 dir="auto">{search.name}</h3>
            {search.paused ? (
              <span className="saved-search-card__badge saved-search-card__badge--paused">
                {t('search.saved.paused')}
              </span>
            ) : search.new_matches > 0 ? (
              <span className="saved-search-card__badge" data-testid="saved-search-new">
                {t('search.saved.new_matches', { count: search.new_matches })}
              </span>
            ) : null}
          </header>
          <p className="saved-search-card__words">{inWords(search.query)}</p>
          <p className="muted saved-search-card__alerts">
            {t('search.saved.summary_frequency', {
              frequency: t(`search.saved.frequency_${search.frequency}`),
              channels,
            })}
            {search.new_matches === 0 && !search.paused ? ` · ${t('search.saved.no_new')}` : ''}
          </p>
        </div>
      </div>
      <div className="saved-search-card__actions">
        <Link
          className="button"
          to={results}
          onClick={() => void savedSearchesApi.seen(search.id).catch(() => undefined)}
        >
          {t('search.saved.open')}
        </Link>
        <button type="button" className="button button--ghost" onClick={() => onEdit(search)}>
          {t('search.saved.edit')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={pause.isPending}
          onClick={() => pause.mutate()}
        >
          {search.paused ? t('search.saved.resume') : t('search.saved.pause')}
        </button>
        <button
          type="button"
          className="button button--ghost saved-search-card__delete"
          disabled={remove.isPending}
          onClick={() => setDeleting(true)}
        >
          {t('search.saved.delete')}
        </button>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('search.saved.confirm_delete', { name: isolate(search.name) })}
          confirmLabel={t('search.saved.delete')}
          onConfirm={() => remove.mutate()}
          onCancel={() => setDeleting(false)}
        />
      )}
    </article>
  );
}
