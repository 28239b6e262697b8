import { useQueryClient } from '../../lib/query/query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_DIGEST_HOUR, savedSearchQuery } from '@estate/shared';
import { Link, useNavigate } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSession } from '../../lib/session/use-session';
import { browserTimeZone, savedSearchesApi, savedSearchesKeys } from './saved-searches-api';
import { useProposedName } from './search-in-words';

const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/** The results URL's flag that brings a guest back from logging in to save the search. */
const SAVE_FLAG = 'save_search';
/**
 * What the guest asked to save, kept in this tab while they log in: the flag alone saves nothing,
 * so a link someone else made with it cannot add searches (and their e-mail) to a signed-in account.
 */
const PENDING_KEY = 'baytak.save-search';

function takePending(query: string): boolean {
  try {
    const pending = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return pending === query;
  } catch {
    return false;
  }
}

/**
 * "Save search" above the results, in the list and on the map (issue 18). A signed-in user names
 * the search and chooses its alerts in a dialog; a guest logs in first and comes back to the same
 * results, where the search is saved at once with the usual alerts (daily e-mail and in the app)
 * and a link to change them.
 */
export function SaveSearchButton() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const proposeName = useProposedName();
  /** The dialog is open with this name offered. */
  const [offered, setOffered] = useState<string | null>(null);
  const [done, setDone] = useState<'saved' | 'failed' | null>(null);
  const params = new URLSearchParams(location.search);
  const query = savedSearchQuery(params);
  const returning = useRef(false);

  // Back from logging in: save it, then drop the flag from the address.
  const back = params.has(SAVE_FLAG);
  useEffect(() => {
    if (!back || !isSignedIn || returning.current) return;
    returning.current = true;
    const rest = new URLSearchParams(location.search);
    rest.delete(SAVE_FLAG);
    const search = rest.toString();
    const cleanUrl = `${location.pathname.replace(/^\/ar(?=\/|$)/, '') || '/'}${search ? `?${search}` : ''}`;
    if (!takePending(query)) {
      void navigate(cleanUrl, { replace: true, preventScrollReset: true });
      return;
    }
    proposeName(query)
      .then((name) =>
        savedSearchesApi.create({
          query,
          name,
          frequency: 'daily',
          notify_email: true,
          notify_in_app: true,
          digest_hour: DEFAULT_DIGEST_HOUR,
          time_zone: browserTimeZone(),
        }),
      )
      .then(
        () => setDone('saved'),
        () => setDone('failed'),
      )
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: savedSearchesKeys.mine });
        void navigate(cleanUrl, { replace: true, preventScrollReset: true });
      });
  }, [back, isSignedIn, location.pathname, location.search, navigate, proposeName, query, queryClient]);

  const press = () => {
    setDone(null);
    if (isSignedIn) {
      void proposeName(query).then(setOffered);
      return;
    }
    try {
      window.sessionStorage.setItem(PENDING_KEY, query);
    } catch {
      // storage blocked: the visitor saves it with the button after logging in
    }
    const here = new URLSearchParams(location.search);
    here.set(SAVE_FLAG, '1');
    void navigate(`/auth/login?redirect=${encodeURIComponent(`${location.pathname}?${here.toString()}`)}`);
  };

  return (
    <div className="save-search">
      <button
        type="button"
        className="button button--ghost save-search__button"
        onClick={press}
        data-testid="save-search"
      >
        <BellIcon />
        {done === 'saved' ? t('search.saved.saved_button') : t('search.saved.button')}
      </button>
      {done && (
        <p className={done === 'saved' ? 'save-search__status' : 'save-search__status form-error'} role="status">
          {done === 'saved' ? t('search.saved.done') : t('search.saved.errors.query')}{' '}
          <Link to="/dashboard?tab=searches">{t('search.saved.manage')}</Link>
        </p>
      )}
      {offered !== null && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            query={query}
            defaultName={offered}
            onClose={() => setOffered(null)}
            onSaved={() => {
              setOffered(null);
              setDone('saved');
              void queryClient.invalidateQueries({ queryKey: savedSearchesKeys.mine });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
