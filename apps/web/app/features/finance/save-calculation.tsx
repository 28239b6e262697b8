import { useState } from 'react';
import { useLocation } from 'react-router';
import type { CalculatorInput, SavedCalculationInput } from '@estate/shared/finance';
import { Link } from '../../lib/link';
import { useQueryClient } from '../../lib/query/query';
import { useSession } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/i18n/use-translation';
import { apiFailure } from '../../ui/form/api-failure';
import { savedCalculationsApi, savedCalculationsKey } from './saved-calculations-api';
import styles from './finance.module.css';

interface Props {
  currency: string;
  input: CalculatorInput;
  rate: number | undefined;
  schemeId: number | null;
  listingId?: number;
}

/**
 * "Save this calculation" (issue 41): only a signed-in user's choice stores anything, and only the
 * inputs. A guest is offered the sign-in, back to this page.
 */
export function SaveCalculation({ currency, input, rate, schemeId, listingId }: Props) {
  const { t, tDynamic } = useTranslation();
  const { isSignedIn } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; key: string }>({
    status: 'idle',
  });

  if (!isSignedIn) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <p className={styles.save}>
        <Link to={`/auth/login?redirect=${next}`}>{t('finance.saved.sign_in')}</Link>
      </p>
    );
  }

  const save = async () => {
    setState({ status: 'saving' });
    const body: SavedCalculationInput = {
      currency: currency as SavedCalculationInput['currency'],
      method: input.method,
      price: input.price,
      down_kind: input.downPayment.kind,
      down: input.downPayment.kind === 'percent' ? input.downPayment.percent : input.downPayment.amount,
      years: input.years,
      rate: rate ?? null,
      scheme_id: schemeId,
      listing_id: listingId ?? null,
    };
    try {
      await savedCalculationsApi.create(body);
      await queryClient.invalidateQueries({ queryKey: savedCalculationsKey });
      setState({ status: 'saved' });
    } catch (error) {
      const failure = apiFailure(error);
      const code = (error as { code?: string }).code;
      const key =
        code === 'quota_reached'
          ? 'finance.saved.errors.limit'
          : (failure.formKey ?? Object.values(failure.fields)[0] ?? 'finance.saved.errors.failed');
      setState({ status: 'failed', key });
    }
  };

  return (
    <div className={styles.save} aria-live="polite">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void save()}
        disabled={state.status === 'saving'}
        data-testid="finance-save"
      >
        {t('finance.saved.save')}
      </button>
      {state.status === 'saved' && (
        <span>
          {t('finance.saved.done')} <Link to="/finance#saved-calculations">{t('finance.saved.see_all')}</Link>
        </span>
      )}
      {state.status === 'failed' && (
        <span role="alert" className={styles.saveError}>
          {tDynamic(state.key)}
        </span>
      )}
    </div>
  );
}
