import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loginPathFor, type AgencyInvitePreview } from '@estate/shared';
import { FieldError } from '../../ui/form/field';
import { isolate } from '../../ui/bidi';
import { Link, useNavigate } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSession } from '../../lib/session/use-session';
import { agenciesApi, agencyKeys } from './agencies-api';
import { problemsOf } from './agency-errors';
import { AgencyLogo } from './agency-parts';
import './agencies.css';

/**
 * `/agencies/join?token=`: what the invitation is for; a guest logs in or signs up and comes back
 * here (`redirect=`), a member accepts and lands on the agency tab. A used, expired or unknown
 * link says so, with one way on.
 */
export function JoinPage({ token, preview }: { token: string; preview: AgencyInvitePreview | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const accept = useMutation({
    mutationFn: () => agenciesApi.accept(token),
    onSuccess: async (answer) => {
      client.setQueryData(agencyKeys.mine, answer);
      await navigate('/dashboard?tab=agency');
    },
    onError: (error) => setFailure(problemsOf(error, [], 'agencies.join.failed').form),
  });

  if (!preview || preview.state !== 'open') {
    const state = preview && preview.state !== 'open' ? preview.state : 'invalid';
    return (
      <section className="container page-message agency-join" data-testid="agency-join" data-state={state}>
        {preview && <AgencyLogo logo={preview.agency.logo} name={preview.agency.name} size={72} />}
        <h1>{t(`agencies.join.${state}_title`)}</h1>
        <p className="muted">
          {state === 'expired' ? t('agencies.errors.invite_expired') : t('agencies.errors.invite_invalid')}
        </p>
        {user ? (
          <Link className="button" to="/dashboard?tab=agency">
            {t('agencies.join.to_agency')}
          </Link>
        ) : (
          <Link className="button" to="/">
            {t('agencies.join.home')}
          </Link>
        )}
      </section>
    );
  }

  const here = `/agencies/join?token=${encodeURIComponent(token)}`;
  const otherAccount = user && user.email.toLowerCase() !== preview.email.toLowerCase();
  return (
    <section className="container page-message agency-join" data-testid="agency-join" data-state="open">
      <AgencyLogo logo={preview.agency.logo} name={preview.agency.name} size={96} />
      <h1>
        {t('agencies.join.invites', {
          agency: isolate(preview.agency.name),
          role: t(`agencies.roles.${preview.role}`),
        })}
      </h1>
      <p className="muted">{t('agencies.join.for_email', { email: isolate(preview.email) })}</p>
      {!user ? (
        <>
          <p>{t('agencies.join.guest')}</p>
          <div className="agency-join__actions">
            <Link className="button" to={loginPathFor(here)}>
              {t('agencies.join.log_in')}
            </Link>
            <Link className="button button--ghost" to={`/auth/register?redirect=${encodeURIComponent(here)}`}>
              {t('agencies.join.sign_up')}
            </Link>
          </div>
        </>
      ) : otherAccount ? (
        <p className="notice" role="note">
          {t('agencies.join.other_account', { email: isolate(user.email) })}
        </p>
      ) : (
        <div className="agency-join__actions">
          <button
            type="button"
            className="button button--large"
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {accept.isPending ? t('agencies.join.accepting') : t('agencies.join.accept')}
          </button>
        </div>
      )}
      <FieldError id="agency-join-error" error={failure} />
    </section>
  );
}
