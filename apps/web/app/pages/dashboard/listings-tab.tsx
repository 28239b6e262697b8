import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DASHBOARD_LISTING_FILTERS,
  type DashboardListingFilter,
  type DashboardListingScope,
  type Profile,
} from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { useMyListings, type InitialData } from './dashboard-api';
import { EmptyState, LoadError, Skeleton } from '../../ui/states';
import { Pager } from './dashboard-ui';
import { FavoritesTable } from './favorites-table';
import { ActionMessage, Dialogs, useOwnerAction, type Dialog } from './listing-actions';
import { ListingRow } from './listing-row';
import { hrefOf, listingsViewOf } from './listings-view';
import dashboardOverviewStyles from './dashboard-overview.module.css';
import dashboardListingsStyles from './dashboard-listings.module.css';

export { listingsViewOf, type ListingsView } from './listings-view';

/** Dashboard tab "listings": the user's own listings and, with `view=favorites`, their bookmarks. */
export function ListingsTab({ initial }: { user: Profile; initial?: InitialData }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = listingsViewOf(params);
  return (
    <div className="db-listings">
      <nav className={dashboardListingsStyles.dbSubnav} aria-label={t('dashboard.listings.views')}>
        <Link
          to={hrefOf({ view: 'mine' })}
          aria-current={state.view === 'mine' ? 'page' : undefined}
          preventScrollReset
        >
          {t('dashboard.listings.mine')}
        </Link>
        <Link
          to={hrefOf({ view: 'favorites' })}
          aria-current={state.view === 'favorites' ? 'page' : undefined}
          preventScrollReset
        >
          {t('dashboard.listings.favorites')}
        </Link>
      </nav>
      {state.view === 'favorites' ? (
        <FavoritesTable page={state.page} initial={initial} />
      ) : (
        <MyListings scope={state.scope} status={state.status} page={state.page} initial={initial} />
      )}
    </div>
  );
}

/**
 * Whose listings the table shows, for a member who manages others' (the answer's `managed`): their
 * own, or the agency's (owner, admin) or team's (manager).
 */
function ScopeSwitch({ scope, managed }: { scope: DashboardListingScope; managed: 'all' | 'team' }) {
  const { t } = useTranslation();
  return (
    <nav className={dashboardListingsStyles.dbFilters} aria-label={t('dashboard.listings.scope_label')}>
      {(['mine', 'managed'] as const).map((option) => (
        <Link
          key={option}
          to={hrefOf({ scope: option })}
          className={dashboardListingsStyles.dbChip}
          aria-current={option === scope ? 'page' : undefined}
          preventScrollReset
        >
          {t(option === 'mine' ? 'dashboard.listings.scope.mine' : `dashboard.listings.scope.${managed}`)}
        </Link>
      ))}
    </nav>
  );
}

function MyListings({
  scope,
  status,
  page,
  initial,
}: {
  scope: DashboardListingScope;
  status: DashboardListingFilter;
  page: number;
  initial?: InitialData;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const listings = useMyListings(scope, status, page, initial);
  const { mutation, message, savePrice, closeListing, featured } = useOwnerAction();
  const [dialog, setDialog] = useState<Dialog>();
  const data = listings.data;

  const header = (
    <div className={dashboardListingsStyles.dbToolbar}>
      {data?.managed && <ScopeSwitch scope={scope} managed={data.managed} />}
      {data && data.filter_counts.all > 0 && (
        <nav className={dashboardListingsStyles.dbFilters} aria-label={t('dashboard.listings.filter_label')}>
          {DASHBOARD_LISTING_FILTERS.filter(
            // "pending" is in review plus rejected: its two parts are the chips.
            (f) => f === 'all' || f === status || (f !== 'pending' && data.filter_counts[f] > 0),
          ).map((filter) => (
            <Link
              key={filter}
              to={hrefOf({ scope, status: filter })}
              className={dashboardListingsStyles.dbChip}
              aria-current={filter === status ? 'page' : undefined}
              preventScrollReset
            >
              {t(`dashboard.listings.filters.${filter}`)}{' '}
              <span className={dashboardListingsStyles.dbChipCount}>{number(data.filter_counts[filter])}</span>
            </Link>
          ))}
        </nav>
      )}
      <Link className="button" to="/add-listing">
        {t('dashboard.listings.add')}
      </Link>
    </div>
  );

  if (listings.isError) {
    return (
      <>
        {header}
        <LoadError
          title={t('dashboard.errors.listings')}
          onRetry={() => void listings.refetch()}
          retrying={listings.isFetching}
        />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <Skeleton rows={5} />
      </>
    );
  }
  if (data.filter_counts.all === 0) {
    return (
      <EmptyState
        testId="listings-empty"
        title={t('dashboard.listings.empty_title')}
        text={t('dashboard.listings.empty_text')}
        action={
          <Link className="button" to="/add-listing">
            {t('dashboard.listings.add')}
          </Link>
        }
      />
    );
  }

  return (
    <>
      {header}
      <ActionMessage message={message} />
      {data.results.length === 0 ? (
        <p className={dashboardOverviewStyles.dbNote}>{t('dashboard.listings.empty_filter')}</p>
      ) : (
        <table className={dashboardListingsStyles.dbTable} data-testid="my-listings">
          <caption className="visually-hidden">{t('dashboard.listings.mine')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.columns.property')}</th>
              <th scope="col">{t('dashboard.columns.price')}</th>
              <th scope="col">{t('dashboard.columns.views')}</th>
              <th scope="col">{t('dashboard.columns.status')}</th>
              <th scope="col">{t('dashboard.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.results.map((listing) => (
              <ListingRow
                key={listing.id}
                listing={listing}
                busy={mutation.isPending && mutation.variables?.id === listing.id}
                onAction={(action) => mutation.mutate({ id: listing.id, action })}
                onDialog={setDialog}
                showLister={scope === 'managed'}
              />
            ))}
          </tbody>
        </table>
      )}
      <Pager page={data.page} pages={data.pages} href={(n) => hrefOf({ scope, status, page: n })} />
      <Dialogs
        dialog={dialog}
        onClose={() => setDialog(undefined)}
        savePrice={savePrice}
        closeListing={closeListing}
        featured={featured}
        onDelete={(id) => mutation.mutate({ id, action: { kind: 'delete' } })}
      />
    </>
  );
}
