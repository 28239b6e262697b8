import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { agencyCreditTransferSchema, type AgencyMember, type AgencyWallet, type MyAgencyAnswer } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { describedBy, Field } from '../../ui/form/field';
import { SubmitButton } from '../../ui/form/submit-button';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiRequestError } from '../../lib/api/api-client';
import { agenciesApi } from './agencies-api';
import type { AgencyAccess } from './agency-access';
import { problemsOf } from './agency-errors';
import { AllowanceDialog } from './allowance-dialog';
import './agency-wallet.css';

type OnChange = (answer: MyAgencyAnswer, notice?: string) => void;

/**
 * The agency's credit wallet (issue 36, decision 0044): its balance, what was spent this month,
 * and each member's monthly allowance and use as far as the server sends them (owner and admins
 * everyone, a manager the team, an agent themselves). Owners and admins move their own credits in
 * and change allowances; the server decides again on every call.
 */
export function AgencyWalletPanel({
  answer,
  me,
  access,
  onChange,
}: {
  answer: MyAgencyAnswer;
  me: number;
  access: AgencyAccess;
  onChange: OnChange;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [editing, setEditing] = useState<AgencyMember | null>(null);
  const use = useText();
  const wallet = answer.wallet;
  if (!wallet) return null;
  const byId = new Map(answer.members.map((m) => [m.id, m]));
  // A table when the member sees anyone but themselves (owner, admin, manager).
  const others = wallet.members.some((m) => m.id !== me);

  return (
    <section className="agency-section agency-wallet" aria-labelledby="agency-wallet-title" data-testid="agency-wallet">
      <div className="agency-section__head">
        <h3 id="agency-wallet-title">{t('agencies.wallet.title')}</h3>
      </div>
      <dl className="agency-wallet__figures">
        <div>
          <dt>{t('agencies.wallet.balance')}</dt>
          <dd data-testid="agency-wallet-balance">{number(wallet.balance)}</dd>
        </div>
        {wallet.agency_spent_this_month !== null && (
          <div>
            <dt>{t('agencies.wallet.agency_spent')}</dt>
            <dd>{number(wallet.agency_spent_this_month)}</dd>
          </div>
        )}
        <div>
          <dt>{t('agencies.wallet.your_use')}</dt>
          <dd className="agency-wallet__use">{use(wallet.spent_this_month, wallet.monthly_allowance)}</dd>
        </div>
      </dl>
      {others && (
        <table className="agency-table agency-wallet__table" data-testid="agency-wallet-members">
          <caption className="visually-hidden">{t('agencies.wallet.members_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agencies.team.name')}</th>
              <th scope="col">{t('agencies.wallet.spent')}</th>
              <th scope="col">{t('agencies.wallet.allowance')}</th>
              {access.manageMembers && (
                <th scope="col">
                  <span className="visually-hidden">{t('agencies.team.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {wallet.members.map((row) => {
              const member = byId.get(row.id);
              const name = member?.name ?? '—';
              const usedUp = row.monthly_allowance !== null && row.spent_this_month >= row.monthly_allowance;
              return (
                <tr key={row.id} data-testid="agency-wallet-member">
                  <td>
                    <bdi>{name}</bdi>
                    {row.id === me && <span className="badge agency-person__you">{t('agencies.team.you')}</span>}
                  </td>
                  <td data-label={t('agencies.wallet.spent')}>
                    {number(row.spent_this_month)}
                    {usedUp && <span className="badge agency-wallet__used-up">{t('agencies.wallet.used_up')}</span>}
                  </td>
                  <td data-label={t('agencies.wallet.allowance')}>
                    {row.monthly_allowance === null ? t('agencies.wallet.no_limit') : number(row.monthly_allowance)}
                  </td>
                  {access.manageMembers && (
                    <td className="agency-table__actions">
                      {member && access.editMember(member) && (
                        <button
                          type="button"
                          className="button button--ghost"
                          aria-label={t('agencies.wallet.change_aria', { name: member.name })}
                          onClick={() => setEditing(member)}
                        >
                          {t('agencies.wallet.change')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {wallet.own_credits !== null && <FundAgency wallet={wallet} own={wallet.own_credits} onChange={onChange} />}
      {editing && (
        <AllowanceDialog
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onChange(saved, t('agencies.team.saved', { name: isolate(editing.name) }));
          }}
        />
      )}
    </section>
  );
}

/** "12 of 40" or "12 · no monthly limit": what a member spent against their allowance. */
function useText() {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (spent: number, allowance: number | null) =>
    allowance === null
      ? t('agencies.wallet.use_no_limit', { spent: number(spent) })
      : t('agencies.wallet.use_of', { spent: number(spent), allowance: number(allowance) });
}

/** Owners and admins move some of their own credits to the agency's wallet. */
function FundAgency({ wallet, own, onChange }: { wallet: AgencyWallet; own: number; onChange: OnChange }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const [problem, setProblem] = useState<{ key: string; values?: Record<string, string> }>();
  const move = useMutation({
    mutationFn: (amount: number) => agenciesApi.moveCredits(amount),
    onSuccess: (saved, amount) =>
      onChange(saved, t('agencies.wallet.moved', { count: amount, formatted: number(amount) })),
    onError: (error) =>
      setProblem(
        error instanceof ApiRequestError && error.code === 'insufficient_credits'
          ? { key: 'agencies.wallet.not_enough', values: { own: number(own) } }
          : { key: problemsOf(error, ['amount'], 'agencies.wallet.failed').fields.amount ?? 'agencies.wallet.failed' },
      ),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = agencyCreditTransferSchema.safeParse({ amount: new FormData(event.currentTarget).get('amount') });
    if (!parsed.success) return setProblem({ key: 'agencies.errors.amount_invalid' });
    if (parsed.data.amount > own)
      return setProblem({ key: 'agencies.wallet.not_enough', values: { own: number(own) } });
    setProblem(undefined);
    move.mutate(parsed.data.amount);
  };
  const field = `${id}-amount`;
  return (
    <form className="agency-wallet__fund" onSubmit={onSubmit} noValidate data-testid="agency-wallet-fund">
      <p className="agency-wallet__own">
        {t('agencies.wallet.own', { count: own, formatted: number(own) })}{' '}
        <span className="muted">{t('agencies.wallet.own_hint', { balance: number(wallet.balance) })}</span>
      </p>
      <Field id={field} label={t('agencies.wallet.amount')} error={problem?.key} values={problem?.values}>
        <input
          id={field}
          name="amount"
          className="input agency-wallet__amount"
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(field, problem?.key)}
          disabled={own === 0}
        />
      </Field>
      <SubmitButton
        pending={move.isPending}
        label={t('agencies.wallet.move')}
        pendingLabel={t('agencies.wallet.moving')}
      />
    </form>
  );
}
