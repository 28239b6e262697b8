import { useState } from 'react';
import type { DashboardFavorite } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ListingPrice, StatusBadge } from '../../ui/listing/listing-card';
import { Link } from '../../lib/link';
import { useFavorites, type InitialData } from './dashboard-api';
import { EmptyState, LoadError, Skeleton } from '../../ui/states';
import { Pager } from './dashboard-ui';
import {
  ActionMessage,
  Dialogs,
  PriceAndFeatureActions,
  PropertyCell,
  useOwnerAction,
  type Dialog,
} from './listing-actions';
import { hrefOf } from './listings-view';
import styles from './dashboard-listings.module.css';

/** Bookmarked properties: property, price, type, status, actions (price and feature on own listings only). */
export function FavoritesTable({ page, initial }: { page: number; initial?: InitialData }) {
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
      <table className={styles.dbTable} data-testid="favorites-table">
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
          <div className={styles.dbBadges}>
            {favorite.is_featured && (
              <span className="listing-badge listing-badge--featured">{t('listing.featured')}</span>
            )}
            {favorite.is_owner && <span className={styles.dbBadge}>{t('dashboard.favorites.yours')}</span>}
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
        <div className={styles.dbActions}>
          <Link className={styles.dbAction} to={`/properties/${favorite.slug}`}>
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
