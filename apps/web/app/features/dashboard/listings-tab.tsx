import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../ui/link';
import {
  DASHBOARD_LISTING_FILTERS,
  SEARCHABLE_STATUSES,
  type DashboardFavorite,
  type DashboardListing,
  type DashboardListingFilter,
  type ListingStatus,
  type Profile,
} from '@estate/shared';
import { FeatureDialog } from '../credits/feature-dialog';
import { useFormat } from '../i18n/use-format';
import { ListingPrice, StatusBadge } from '../listings-ui/listing-card';
import { actionErrorKey } from './action-errors';
import {
  dashboardKeys,
  listingAction,
  useFavorites,
  useMyListings,
  type InitialData,
  type ListingAction,
} from './dashboard-api';
import { ConfirmDeleteDialog, EmptyState, LoadError, Pager, PriceDialog, Skeleton } from './dashboard-ui';

/** Statuses an owner may choose (pending is set by the site while a listing waits for review). */
const OWNER_STATUSES: ListingStatus[] = ['for_sale', 'for_rent', 'active', 'sold', 'rented'];

export interface ListingsView {
  view: 'mine' | 'favorites';
  status: DashboardListingFilter;
  page: number;
}

/** The listings tab's state from its URL (`view=favorites`, `status=`, `page=`). */
export function listingsViewOf(params: URLSearchParams): ListingsView {
  const status = params.get('status') ?? 'all';
  const page = Number(params.get('page') ?? 1);
  return {
    view: params.get('view') === 'favorites' ? 'favorites' : 'mine',
    status: (DASHBOARD_LISTING_FILTERS as readonly string[]).includes(status)
      ? (status as DashboardListingFilter)
      : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function hrefOf(view: Partial<ListingsView>): string {
  const params = new URLSearchParams({ tab: 'listings' });
  if (view.view === 'favorites') params.set('view', 'favorites');
  if (view.status && view.status !== 'all') params.set('status', view.status);
  if (view.page && view.page > 1) params.set('page', String(view.page));
  return `/dashboard?${params}`;
}

/** Dashboard tab "listings": the user's own listings and, with `view=favorites`, their bookmarks. */
export function ListingsTab({ initial }: { user: Profile; initial?: InitialData }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = listingsViewOf(params);
  return (
    <div className="db-listings">
      <nav className="db-subnav" aria-label={t('dashboard.listings.views')}>
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
        <MyListings status={state.status} page={state.page} initial={initial} />
      )}
    </div>
  );
}

/** Runs an owner action, then reloads every dashboard answer; remembers the outcome for a status line. */
function useOwnerAction() {
  const client = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; key: string }>();
  const mutation = useMutation({
    mutationFn: ({ id, action }: { id: number; action: ListingAction }) => listingAction(id, action),
    onMutate: () => setMessage(undefined),
    onSuccess: async (_answer, { action }) => {
      setMessage({ ok: true, key: action.kind === 'delete' ? 'dashboard.listings.deleted' : 'dashboard.saved' });
      await client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (failure) => setMessage({ ok: false, key: actionErrorKey(failure) }),
  });
  const savePrice = async (id: number, price: number) => {
    await listingAction(id, { kind: 'price', price });
    setMessage({ ok: true, key: 'dashboard.saved' });
    await client.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  const featured = async () => {
    await client.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  return { mutation, message, savePrice, featured };
}

function ActionMessage({ message }: { message?: { ok: boolean; key: string } }) {
  const { t } = useTranslation();
  return (
    <p className={message?.ok === false ? 'field__error db-message' : 'muted db-message'} role="status">
      {message ? t(message.key) : ''}
    </p>
  );
}

type Dialog =
  | { kind: 'price'; listing: { id: number; title: string; price: number; currency: string } }
  | { kind: 'feature'; listing: { id: number; title: string } }
  | { kind: 'delete'; listing: { id: number; title: string } };

function MyListings({
  status,
  page,
  initial,
}: {
  status: DashboardListingFilter;
  page: number;
  initial?: InitialData;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const listings = useMyListings(status, page, initial);
  const { mutation, message, savePrice, featured } = useOwnerAction();
  const [dialog, setDialog] = useState<Dialog>();
  const data = listings.data;

  const header = (
    <div className="db-toolbar">
      {data && data.filter_counts.all > 0 && (
        <nav className="db-filters" aria-label={t('dashboard.listings.filter_label')}>
          {DASHBOARD_LISTING_FILTERS.filter(
            // "pending" is in review plus rejected: its two parts are the chips.
            (f) => f === 'all' || f === status || (f !== 'pending' && data.filter_counts[f] > 0),
          ).map((filter) => (
            <Link
              key={filter}
              to={hrefOf({ status: filter })}
              className="db-chip"
              aria-current={filter === status ? 'page' : undefined}
              preventScrollReset
            >
              {t(`dashboard.listings.filters.${filter}`)}{' '}
              <span className="db-chip__count">{number(data.filter_counts[filter])}</span>
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
        <p className="db-note">{t('dashboard.listings.empty_filter')}</p>
      ) : (
        <table className="db-table" data-testid="my-listings">
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
              />
            ))}
          </tbody>
        </table>
      )}
      <Pager page={data.page} pages={data.pages} href={(n) => hrefOf({ status, page: n })} />
      <Dialogs
        dialog={dialog}
        onClose={() => setDialog(undefined)}
        savePrice={savePrice}
        featured={featured}
        onDelete={(id) => mutation.mutate({ id, action: { kind: 'delete' } })}
      />
    </>
  );
}

function Dialogs({
  dialog,
  onClose,
  savePrice,
  featured,
  onDelete,
}: {
  dialog?: Dialog;
  onClose: () => void;
  savePrice: (id: number, price: number) => Promise<void>;
  featured: () => Promise<void>;
  onDelete?: (id: number) => void;
}) {
  if (!dialog) return null;
  if (dialog.kind === 'price') {
    return (
      <PriceDialog listing={dialog.listing} onSave={(price) => savePrice(dialog.listing.id, price)} onClose={onClose} />
    );
  }
  if (dialog.kind === 'feature') {
    return <FeatureDialog listing={dialog.listing} onClose={onClose} onDone={() => void featured()} />;
  }
  return (
    <ConfirmDeleteDialog
      title={dialog.listing.title}
      onConfirm={() => onDelete?.(dialog.listing.id)}
      onClose={onClose}
    />
  );
}

/** A table row's property cell: thumbnail (or an empty frame), linked title, then what the row adds below it. */
function PropertyCell({
  listing,
  children,
}: {
  listing: Pick<DashboardListing, 'cover' | 'slug' | 'title'>;
  children: ReactNode;
}) {
  return (
    <div className="db-property">
      {listing.cover ? (
        <img
          src={listing.cover.thumb.url}
          alt=""
          width={80}
          height={50}
          loading="lazy"
          className="db-property__image"
        />
      ) : (
        <span className="db-property__image db-property__image--none" aria-hidden="true" />
      )}
      <div>
        <Link to={`/properties/${listing.slug}`} className="db-property__title" dir="auto">
          {listing.title}
        </Link>
        {children}
      </div>
    </div>
  );
}

/** The owner's price button, then unfeature (when featured) or feature (when on the market). */
function PriceAndFeatureActions({
  listing,
  busy,
  onUnfeature,
  onDialog,
}: {
  listing: Pick<DashboardListing, 'id' | 'title' | 'price' | 'currency' | 'is_featured' | 'status'>;
  busy: boolean;
  onUnfeature: () => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const { t } = useTranslation();
  const onMarket = (SEARCHABLE_STATUSES as readonly string[]).includes(listing.status);
  return (
    <>
      <button
        type="button"
        className="db-action"
        onClick={() => onDialog({ kind: 'price', listing })}
        aria-label={t('dashboard.listings.actions.edit_price_of', { title: listing.title })}
      >
        {t('dashboard.listings.actions.edit_price')}
      </button>
      {listing.is_featured ? (
        <button type="button" className="db-action" disabled={busy} onClick={onUnfeature}>
          {t('dashboard.listings.actions.unfeature')}
        </button>
      ) : (
        onMarket && (
          <button type="button" className="db-action" onClick={() => onDialog({ kind: 'feature', listing })}>
            {t('dashboard.listings.actions.feature')}
          </button>
        )
      )}
    </>
  );
}

function ListingRow({
  listing,
  busy,
  onAction,
  onDialog,
}: {
  listing: DashboardListing;
  busy: boolean;
  onAction: (action: ListingAction) => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const rejected = listing.status === 'pending' && listing.review_note !== null;
  return (
    <tr data-testid={`my-listing-${listing.id}`}>
      <td data-label={t('dashboard.columns.property')}>
        <PropertyCell listing={listing}>
          <div className="db-badges">
            {rejected ? (
              <span className="listing-badge db-badge--rejected">{t('dashboard.listings.filters.rejected')}</span>
            ) : (
              <StatusBadge listing={listing} />
            )}
            {listing.is_featured && (
              <span className="listing-badge listing-badge--featured">{t('listing.featured')}</span>
            )}
            {listing.is_legacy && <span className="db-badge db-badge--legacy">{t('dashboard.listings.legacy')}</span>}
          </div>
          {rejected && (
            <p className="db-rejection">
              <strong>{t('dashboard.listings.rejection')}</strong> {listing.review_note}
            </p>
          )}
          {listing.status === 'pending' && !rejected && (
            <p className="muted db-small">{t('dashboard.listings.in_review_note')}</p>
          )}
        </PropertyCell>
      </td>
      <td data-label={t('dashboard.columns.price')}>
        <ListingPrice listing={listing} />
      </td>
      <td data-label={t('dashboard.columns.views')}>
        <div>
          <span className="db-views">{number(listing.views)}</span>
          <span className="muted db-small">
            {t('dashboard.listings.engagement', {
              clicks: t('dashboard.metric_count.clicks', { count: listing.clicks, formatted: number(listing.clicks) }),
              shares: t('dashboard.metric_count.shares', { count: listing.shares, formatted: number(listing.shares) }),
            })}
          </span>
        </div>
      </td>
      <td data-label={t('dashboard.columns.status')}>
        <label htmlFor={`${id}-status`} className="visually-hidden">
          {t('dashboard.listings.status_of', { title: listing.title })}
        </label>
        <select
          id={`${id}-status`}
          className="input input--compact"
          value={listing.status}
          disabled={busy}
          onChange={(event) => onAction({ kind: 'status', status: event.target.value as ListingStatus })}
        >
          {listing.status === 'pending' && (
            <option value="pending" disabled>
              {t('listing.status.pending')}
            </option>
          )}
          {OWNER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`listing.status.${status}`)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('dashboard.columns.actions')}>
        <div className="db-actions">
          <Link className="db-action" to={`/add-listing?edit=${listing.id}`}>
            {t('dashboard.listings.actions.edit')}
          </Link>
          <PriceAndFeatureActions
            listing={listing}
            busy={busy}
            onUnfeature={() => onAction({ kind: 'unfeature' })}
            onDialog={onDialog}
          />
          <button
            type="button"
            className="db-action db-action--danger"
            disabled={busy}
            onClick={() => onDialog({ kind: 'delete', listing })}
          >
            {t('dashboard.listings.actions.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Bookmarked properties: property, price, type, status, actions (price and feature on own listings only). */
function FavoritesTable({ page, initial }: { page: number; initial?: InitialData }) {
  const { t } = useTranslation();
  const favorites = useFavorites(page, initial);
  const { mutation, message, savePrice, featured } = useOwnerAction();
  const [dialog, setDialog] = useState<Dialog>();
  const data = favorites.data;

  if (favorites.isError) {
    return (
      <LoadError
        title={t('dashboard.errors.favorites')}
        onRetry={() => void favorites.refetch()}
        retrying={favorites.isFetching}
      />
    );
  }
  if (!data) return <Skeleton rows={4} />;
  if (data.count === 0) {
    return (
      <EmptyState
        testId="favorites-empty"
        title={t('dashboard.favorites.empty_title')}
        text={t('dashboard.favorites.empty_text')}
        action={
          <Link className="button" to="/properties">
            {t('dashboard.favorites.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ActionMessage message={message} />
      <table className="db-table" data-testid="favorites-table">
        <caption className="visually-hidden">{t('dashboard.listings.favorites')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.columns.property')}</th>
            <th scope="col">{t('dashboard.columns.price')}</th>
            <th scope="col">{t('dashboard.columns.type')}</th>
            <th scope="col">{t('dashboard.columns.status')}</th>
            <th scope="col">{t('dashboard.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((favorite) => (
            <FavoriteRow
              key={favorite.id}
              favorite={favorite}
              busy={mutation.isPending && mutation.variables?.id === favorite.id}
              onUnfeature={() => mutation.mutate({ id: favorite.id, action: { kind: 'unfeature' } })}
              onDialog={setDialog}
            />
          ))}
        </tbody>
      </table>
      <Pager page={data.page} pages={data.pages} href={(n) => hrefOf({ view: 'favorites', page: n })} />
      <Dialogs dialog={dialog} onClose={() => setDialog(undefined)} savePrice={savePrice} featured={featured} />
    </>
  );
}

function FavoriteRow({
  favorite,
  busy,
  onUnfeature,
  onDialog,
}: {
  favorite: DashboardFavorite;
  busy: boolean;
  onUnfeature: () => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`favorite-${favorite.id}`}>
      <td data-label={t('dashboard.columns.property')}>
        <PropertyCell listing={favorite}>
          <div className="db-badges">
            {favorite.is_featured && (
              <span className="listing-badge listing-badge--featured">{t('listing.featured')}</span>
            )}
            {favorite.is_owner && <span className="db-badge">{t('dashboard.favorites.yours')}</span>}
          </div>
        </PropertyCell>
      </td>
      <td data-label={t('dashboard.columns.price')}>
        <ListingPrice listing={favorite} />
      </td>
      <td data-label={t('dashboard.columns.type')}>{t(`listing.property_type.${favorite.property_type}`)}</td>
      <td data-label={t('dashboard.columns.status')}>
        <StatusBadge listing={favorite} />
      </td>
      <td data-label={t('dashboard.columns.actions')}>
        <div className="db-actions">
          <Link className="db-action" to={`/properties/${favorite.slug}`}>
            {t('dashboard.listings.actions.view')}
          </Link>
          {favorite.is_owner && (
            <PriceAndFeatureActions listing={favorite} busy={busy} onUnfeature={onUnfeature} onDialog={onDialog} />
          )}
        </div>
      </td>
    </tr>
  );
}
