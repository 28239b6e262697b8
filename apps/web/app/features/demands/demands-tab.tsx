import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { Demand, Profile } from '@estate/shared';
import { demandsApi, demandsKeys } from './demands-api';
import { ButtonPager } from '../../ui/pager';
import { DemandCard } from './demand-card';
import { DemandForm } from './demand-form';
import './demands.css';

/** Dashboard tab "demands": the user's own demands, open and closed, with edit, close and delete. */
export function DemandsTab(_props: { user: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Demand | 'new' | null>(null);
  const query = useQuery({ queryKey: demandsKeys.mine(page), queryFn: () => demandsApi.mine(page) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['demands', 'mine'] });

  const post = (
    <button type="button" className="button" onClick={() => setEditing('new')}>
      {t('demands.post')}
    </button>
  );
  return (
    <div className="demands-tab" data-testid="demands-tab">
      <div className="demands-page__head">
        <p className="muted">{t('demands.tab.lead')}</p>
        <div className="demand-card__actions">
          {post}
          <Link className="button button--ghost" to="/demands">
            {t('demands.tab.browse')}
          </Link>
        </div>
      </div>
      {query.isPending ? (
        <p className="muted" aria-busy="true">
          …
        </p>
      ) : query.isError ? (
        <div className="community-empty" role="alert">
          <h3>{t('demands.tab.error')}</h3>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('demands.tab.retry')}
          </button>
        </div>
      ) : query.data.results.length === 0 ? (
        <div className="community-empty">
          <h3>{t('demands.tab.empty_title')}</h3>
          <p className="muted">{t('demands.tab.empty_text')}</p>
          {post}
        </div>
      ) : (
        <>
          <ul className="demand-list">
            {query.data.results.map((demand) => (
              <li key={demand.id}>
                <DemandCard demand={demand} headingLevel={3} onEdit={setEditing} onChanged={() => void refresh()} />
              </li>
            ))}
          </ul>
          <ButtonPager
            block="community-pager"
            page={page}
            pages={query.data.pages}
            onPage={setPage}
            texts={{
              label: t('community.pager.label'),
              previous: t('community.pager.previous'),
              next: t('community.pager.next'),
              status: t('community.pager.page_of', { page, pages: query.data.pages }),
            }}
          />
        </>
      )}
      {editing && (
        <DemandForm
          demand={editing === 'new' ? undefined : editing}
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
