import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MyAgencyAnswer, Profile } from '@estate/shared';
import { isolate, listSeparator } from '../../ui/bidi';
import { useModal } from '../../ui/dialog';
import { FieldError } from '../../ui/form/field';
import { Link } from '../../lib/link';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCountryName } from '../../ui/listing/listing-card';
import { agenciesApi } from './agencies-api';
import { agencyAccess } from './agency-access';
import { problemsOf } from './agency-errors';
import { AgencyForm } from './agency-form';
import { AgencyLogo, LicenceLine } from './agency-parts';
import { AgencyWalletPanel } from './agency-wallet';
import { ResponseTarget } from './agency-response-target';
import { AgentsTable } from './agents-table';
import { Invitations } from './invitations';
import { TeamTable } from './team-table';
import '../../ui/dialog.css';

type Agency = NonNullable<MyAgencyAnswer['agency']>;

/** The member's agency: card, quota, their own listings to move, team, invitations, leaving. */
export function AgencyOffice({
  answer,
  agency,
  me,
  onChange,
}: {
  answer: MyAgencyAnswer;
  agency: Agency;
  me: Profile;
  onChange: (answer: MyAgencyAnswer, notice?: string) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const access = agencyAccess(answer, me.id);

  return (
    <>
      {editing ? (
        <section className="agency-section" aria-labelledby="agency-edit-title">
          <h3 id="agency-edit-title">{t('agencies.form.edit_title')}</h3>
          <AgencyForm
            agency={agency}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              onChange(saved, t('agencies.form.saved'));
            }}
          />
        </section>
      ) : (
        <AgencyCard answer={answer} agency={agency} canEdit={access.editAgency} onEdit={() => setEditing(true)} />
      )}
      {answer.personal_listings > 0 && <MoveListings count={answer.personal_listings} onChange={onChange} />}
      <AgencyWalletPanel answer={answer} me={me.id} access={access} onChange={onChange} />
      <TeamTable answer={answer} me={me.id} access={access} onChange={onChange} />
      <AgentsTable answer={answer} me={me.id} />
      <ResponseTarget minutes={agency.response_target_minutes} canEdit={access.editAgency} onChange={onChange} />
      {access.invite && <Invitations answer={answer} roles={access.roles} onChange={onChange} />}
      <LeaveAgency agency={agency} allowed={access.leave} onChange={onChange} />
    </>
  );
}

function AgencyCard({
  answer,
  agency,
  canEdit,
  onEdit,
}: {
  answer: MyAgencyAnswer;
  agency: Agency;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const countryName = useCountryName();
  const locale = useLocale();
  const quota = answer.quota;
  return (
    <div className="agency-head">
      <article className="agency-card" data-testid="agency-card">
        <AgencyLogo
          logo={agency.logo}
          name={agency.name_en}
          size={80}
          alt={t('agencies.form.logo_alt', { name: agency.name })}
        />
        <div className="agency-card__body">
          <h3 className="agency-card__name" dir="auto">
            {agency.name}
          </h3>
          <p className="muted">
            <bdi>{agency.city}</bdi>
            {listSeparator(locale)}
            {countryName(agency.country)} ·{' '}
            {t('agencies.card.your_role', { role: t(`agencies.roles.${answer.role ?? 'agent'}`) })}
          </p>
          <LicenceLine licence={agency.licence} showNone />
          {agency.licence.expires_on && (
            <p className="muted agency-card__expiry">
              {t('agencies.card.licence_expires', { date: date(agency.licence.expires_on) })}
            </p>
          )}
          <div className="agency-card__actions">
            <Link className="button button--ghost" to={`/agencies/${agency.slug}`}>
              {t('agencies.card.public_page')}
            </Link>
            {canEdit && (
              <button type="button" className="button button--ghost" onClick={onEdit}>
                {t('agencies.card.edit')}
              </button>
            )}
          </div>
        </div>
      </article>
      {quota && (
        <section className="agency-quota" aria-labelledby="agency-quota-title" data-testid="agency-quota">
          <h3 id="agency-quota-title">{t('agencies.quota.title')}</h3>
          <meter
            className="agency-quota__bar"
            min={0}
            max={Math.max(quota.quota, 1)}
            low={Math.max(quota.quota, 1) * 0.8}
            high={Math.max(quota.quota, 1) * 0.95}
            optimum={0}
            value={Math.min(quota.live, Math.max(quota.quota, 1))}
            aria-label={t('agencies.quota.meter', { live: number(quota.live), quota: number(quota.quota) })}
          />
          <p className="agency-quota__numbers">
            {t('agencies.quota.live_of', { live: number(quota.live), quota: number(quota.quota) })}
          </p>
          <p className="muted">
            {t('agencies.quota.allowances', { allowances: number(quota.allowances), quota: number(quota.quota) })}
          </p>
        </section>
      )}
    </div>
  );
}

function MoveListings({
  count,
  onChange,
}: {
  count: number;
  onChange: (answer: MyAgencyAnswer, notice?: string) => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const move = useMutation({
    mutationFn: agenciesApi.moveListings,
    onSuccess: ({ moved, agency }) => onChange(agency, t('agencies.move.done', { count: moved })),
    onError: (error) => setFailure(problemsOf(error, [], 'agencies.move.failed').form),
  });
  return (
    <section className="agency-move" data-testid="agency-move">
      <p>{t('agencies.move.text', { count })}</p>
      <button
        type="button"
        className="button"
        disabled={move.isPending}
        onClick={() => {
          setFailure(undefined);
          move.mutate();
        }}
      >
        {move.isPending ? t('agencies.move.moving') : t('agencies.move.button', { count })}
      </button>
      <FieldError id="agency-move-error" error={failure} />
    </section>
  );
}

function LeaveAgency({
  agency,
  allowed,
  onChange,
}: {
  agency: Agency;
  allowed: boolean;
  onChange: (answer: MyAgencyAnswer, notice?: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="agency-leave">
      <button
        type="button"
        className="button button--ghost agency-danger"
        disabled={!allowed}
        aria-describedby={allowed ? undefined : 'agency-leave-hint'}
        onClick={() => setOpen(true)}
      >
        {t('agencies.leave.button')}
      </button>
      {!allowed && (
        <p className="field__hint" id="agency-leave-hint">
          {t('agencies.errors.last_owner')}
        </p>
      )}
      {open && <LeaveDialog agency={agency} onClose={() => setOpen(false)} onLeft={(answer) => onChange(answer)} />}
    </section>
  );
}

function LeaveDialog({
  agency,
  onClose,
  onLeft,
}: {
  agency: Agency;
  onClose: () => void;
  onLeft: (answer: MyAgencyAnswer) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal();
  const [failure, setFailure] = useState<string>();
  const leave = useMutation({
    mutationFn: agenciesApi.leave,
    onSuccess: onLeft,
    onError: (error) => setFailure(problemsOf(error, [], 'agencies.leave.failed').form),
  });
  return (
    <dialog ref={dialog} className="community-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form method="dialog" className="community-form">
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{t('agencies.leave.title', { name: isolate(agency.name) })}</h2>
        </header>
        <p className="muted">{t('agencies.leave.text')}</p>
        <FieldError id={`${id}-error`} error={failure} />
        <div className="community-dialog__actions">
          <button type="submit" className="button button--ghost" autoFocus>
            {t('agencies.leave.cancel')}
          </button>
          <button
            type="button"
            className="button agency-danger--solid"
            disabled={leave.isPending}
            onClick={() => leave.mutate()}
          >
            {leave.isPending ? t('agencies.leave.leaving') : t('agencies.leave.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
