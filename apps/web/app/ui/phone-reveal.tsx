import { useState } from 'react';
import { useLocation } from 'react-router';
import { loginPathFor, type PhoneRevealAnswer } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/leads';
import { api, ApiRequestError } from '../lib/api/api-client';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from '../lib/link';
import { useMutation } from '../lib/query/query';
import { useSession } from '../lib/session/use-session';
import styles from './phone-reveal.module.css';

const listingPhone = endpoint<typeof ops.postPropertiesPhone>('POST', '/api/properties/:id/phone/');
const agencyPhone = endpoint<typeof ops.postAgenciesPhone>('POST', '/api/agencies/:slug/phone/');

/** Whose number: a listing's lister, or an agency. */
export type PhoneTarget = { listingId: number } | { agencySlug: string };

/** `tel:` with the digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** Digits only, for wa.me links ("+92 300 1234567" → "923001234567"). */
const waHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

type Failure = 'sign_in' | 'limit' | 'unavailable' | 'failed';

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.code === 'sign_in_for_more') return 'sign_in';
  if (error.status === 429) return 'limit';
  if (error.status === 404) return 'unavailable';
  return 'failed';
}

/**
 * A lister's or agency's number on demand (issue 42, J8.1): "+971 50 ••• ••67 · Show number"; the
 * button asks the server, which counts the reveal, then the number shows with Call and WhatsApp
 * links. Past a guest's daily reveals: "Sign in to see more numbers" with a sign-in link that comes
 * back here; past an account's: the limit in the page's language.
 */
export function PhoneReveal({
  masked,
  target,
  name,
  className = '',
}: {
  masked: string;
  target: PhoneTarget;
  name: string;
  /** The caller's own layout of the row (the agency page's contact buttons). */
  className?: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [numbers, setNumbers] = useState<PhoneRevealAnswer | null>(null);
  const [failure, setFailure] = useState<Failure>();
  const reveal = useMutation({
    mutationFn: () =>
      'listingId' in target
        ? api(listingPhone, { params: { id: target.listingId } })
        : api(agencyPhone, { params: { slug: target.agencySlug } }),
    onSuccess: (answer) => {
      setFailure(undefined);
      setNumbers(answer);
    },
    onError: (error) => setFailure(failureOf(error)),
  });

  if (numbers) {
    return (
      <div className={`${styles.phone} ${className}`} data-testid="phone-revealed">
        <a
          className={`button ${styles.action}`}
          href={telHref(numbers.phone)}
          aria-label={t('leads.phone_reveal.call_aria', { phone: numbers.phone })}
          data-testid="phone-call"
        >
          {t('leads.phone_reveal.call')} <bdi dir="ltr">{numbers.phone}</bdi>
        </a>
        {numbers.whatsapp && (
          <a
            className={`button button--ghost ${styles.action}`}
            href={waHref(numbers.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('leads.phone_reveal.whatsapp_aria', { phone: numbers.whatsapp })}
            data-testid="phone-whatsapp"
          >
            {t('leads.phone_reveal.whatsapp')}
          </a>
        )}
      </div>
    );
  }

  const here = `${location.pathname}${location.search}`;
  return (
    <div className={`${styles.phone} ${className}`} data-testid="phone-reveal">
      <span className={styles.masked}>
        <span className="visually-hidden">{t('leads.phone_reveal.label')} </span>
        <bdi dir="ltr" data-testid="phone-masked">
          {masked}
        </bdi>
      </span>
      <button
        type="button"
        className={`button button--ghost ${styles.show}`}
        onClick={() => reveal.mutate()}
        disabled={reveal.isPending}
        aria-label={t('leads.phone_reveal.show_aria', { name })}
        data-testid="phone-show"
      >
        {reveal.isPending ? t('leads.phone_reveal.showing') : t('leads.phone_reveal.show')}
      </button>
      {user && !failure && <p className={`muted ${styles.note}`}>{t('leads.phone_reveal.lead_note')}</p>}
      {failure && (
        <p className={styles.failure} role="alert" data-testid="phone-reveal-error">
          {failure === 'sign_in' ? (
            <>
              {t('leads.phone_reveal.sign_in_for_more')}{' '}
              <Link to={loginPathFor(here)} data-testid="phone-sign-in">
                {t('leads.phone_reveal.sign_in')}
              </Link>
            </>
          ) : failure === 'limit' ? (
            t('leads.phone_reveal.daily_limit')
          ) : (
            t(`leads.phone_reveal.${failure}`)
          )}
        </p>
      )}
    </div>
  );
}
