import { useState } from 'react';
import type { SavedCalculation } from '@estate/shared/finance';
import { Link } from '../../lib/link';
import { useMutation, useQuery, useQueryClient } from '../../lib/query/query';
import { useSession } from '../../lib/session/use-session';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { calculationLink, savedCalculationsApi, savedCalculationsKey } from './saved-calculations-api';
import styles from './finance.module.css';

/** "Your saved calculations" on /finance (signed in): each reopens in the calculator, or goes. */
export function SavedCalculations() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return <SavedList />;
}

function SavedList() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: savedCalculationsKey, queryFn: savedCalculationsApi.mine });
  const results = query.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <section id="saved-calculations" className={styles.saved} aria-labelledby="saved-calculations-heading">
      <h2 id="saved-calculations-heading">{t('finance.saved.heading')}</h2>
      <ul>
        {results.map((calculation) => (
          <SavedItem key={calculation.id} calculation={calculation} />
        ))}
      </ul>
    </section>
  );
}

function SavedItem({ calculation: c }: { calculation: SavedCalculation }) {
  const { t } = useTranslation();
  const { price, number, date } = useFormat();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const remove = useMutation({
    mutationFn: () => savedCalculationsApi.remove(c.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCalculationsKey }),
    onError: () => setFailed(true),
  });
  const down = c.down_kind === 'percent' ? `${number(c.down)} %` : price(c.down, c.currency);
  return (
    <li className={styles.savedItem} data-testid="saved-calculation">
      <p>
        <strong>
          <bdi>{price(c.price, c.currency)}</bdi>
        </strong>{' '}
        · {t(`finance.methods.${c.method}`)} ·{' '}
        {t('finance.saved.terms', {
          down,
          years: number(c.years),
          rate: c.rate === null ? '—' : `${number(c.rate)} %`,
        })}
        {c.listing && (
          <>
            {' '}
            · <Link to={`/properties/${c.listing.slug}`}>{c.listing.title}</Link>
          </>
        )}
      </p>
      <p className="muted">{t('finance.saved.saved_on', { date: date(c.created_at) })}</p>
      <div className={styles.savedActions}>
        <Link className="button button--ghost" to={calculationLink(c)}>
          {t('finance.saved.open')}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
        >
          {t('finance.saved.delete')}
        </button>
        {failed && <span role="alert">{t('finance.saved.errors.failed')}</span>}
      </div>
    </li>
  );
}
