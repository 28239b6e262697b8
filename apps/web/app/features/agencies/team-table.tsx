import { useState } from 'react';
import type { AgencyMember, MyAgencyAnswer } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { Link } from '../../lib/link';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { UserAvatar } from '../../ui/user-avatar';
import type { AgencyAccess } from './agency-access';
import { useBrnText } from './agency-parts';
import { MemberDialog } from './member-dialog';
import { RemoveMemberDialog } from './remove-member-dialog';

/**
 * The team: name, role (and team), BRN with its expiry, live listings and, for admins and
 * managers, allowances. Admins edit a member in a dialog and remove one with a hand-over; an agent
 * sees the public team only, read-only.
 */
export function TeamTable({
  answer,
  me,
  access,
  onChange,
}: {
  answer: MyAgencyAnswer;
  me: number;
  access: AgencyAccess;
  onChange: (answer: MyAgencyAnswer, notice?: string) => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [editing, setEditing] = useState<AgencyMember | null>(null);
  const [removing, setRemoving] = useState<AgencyMember | null>(null);
  const members = answer.members;
  const nameOf = (userId: number | null) => members.find((m) => m.id === userId)?.name;
  const actions = access.manageMembers;
  const brnText = useBrnText();
  const listings = (value: number | null) =>
    value === null ? t('agencies.team.listings_no_limit') : t('agencies.team.listing_allowance', { count: value });
  const credits = (value: number | null) =>
    value === null ? t('agencies.team.credits_no_limit') : t('agencies.team.credit_allowance', { count: value });

  return (
    <section className="agency-section" aria-labelledby="agency-team-title">
      <div className="agency-section__head">
        <h3 id="agency-team-title">{t('agencies.team.title')}</h3>
        <span className="muted">{t('agencies.team.count', { count: members.length })}</span>
      </div>
      <table className="agency-table" data-testid="agency-team">
        <thead>
          <tr>
            <th scope="col">{t('agencies.team.name')}</th>
            <th scope="col">{t('agencies.team.role')}</th>
            <th scope="col">{t('agencies.team.brn')}</th>
            <th scope="col">{t('agencies.team.live')}</th>
            {access.seeDetails && <th scope="col">{t('agencies.team.allowance')}</th>}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{t('agencies.team.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const manager = nameOf(member.manager_id);
            return (
              <tr key={member.id} data-testid="agency-member">
                <td>
                  <div className="agency-person">
                    <UserAvatar src={member.picture} name="" size={36} />
                    <div>
                      <Link to={`/profile/${member.slug}`} className="agency-person__name">
                        <bdi>{member.name}</bdi>
                      </Link>
                      {member.id === me && <span className="badge agency-person__you">{t('agencies.team.you')}</span>}
                      {access.seeDetails && member.email && (
                        <span className="agency-person__email muted" dir="ltr">
                          {member.email}
                        </span>
                      )}
                    </div>
                  </div>
                </td>
                <td data-label={t('agencies.team.role')}>
                  <span>
                    {t(`agencies.roles.${member.role}`)}
                    {manager && (
                      <span className="muted agency-table__sub">
                        {t('agencies.team.team_of', { name: isolate(manager) })}
                      </span>
                    )}
                    {access.seeDetails && <MemberFlags member={member} />}
                  </span>
                </td>
                <td data-label={t('agencies.team.brn')}>
                  {member.brn ? (
                    <span>{brnText(member.brn, member.brn_expires_on)}</span>
                  ) : (
                    <span className="muted">{t('agencies.team.no_brn')}</span>
                  )}
                </td>
                <td data-label={t('agencies.team.live')}>{number(member.live_listings)}</td>
                {access.seeDetails && (
                  <td data-label={t('agencies.team.allowance')}>
                    <span>
                      {listings(member.listing_allowance)}
                      <span className="muted agency-table__sub">{credits(member.monthly_credit_allowance)}</span>
                    </span>
                  </td>
                )}
                {actions && (
                  <td className="agency-table__actions">
                    {access.editMember(member) && (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t('agencies.team.edit_aria', { name: member.name })}
                        onClick={() => setEditing(member)}
                      >
                        {t('agencies.team.edit')}
                      </button>
                    )}
                    {access.removeMember(member) && (
                      <button
                        type="button"
                        className="button button--ghost agency-danger"
                        aria-label={t('agencies.team.remove_aria', { name: member.name })}
                        onClick={() => setRemoving(member)}
                      >
                        {t('agencies.team.remove')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {editing && (
        <MemberDialog
          member={editing}
          members={members}
          roles={access.roles}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onChange(saved, t('agencies.team.saved', { name: isolate(editing.name) }));
          }}
        />
      )}
      {removing && (
        <RemoveMemberDialog
          member={removing}
          members={members}
          me={me}
          onClose={() => setRemoving(null)}
          onRemoved={(saved) => {
            setRemoving(null);
            onChange(saved, t('agencies.remove.done', { name: isolate(removing.name) }));
          }}
        />
      )}
    </section>
  );
}

function MemberFlags({ member }: { member: AgencyMember }) {
  const { t } = useTranslation();
  const flags = [
    member.paused && t('agencies.team.paused'),
    !member.in_rotation && t('agencies.team.out_of_rotation'),
    !member.is_public && t('agencies.team.hidden'),
  ].filter(Boolean);
  if (!flags.length) return null;
  return (
    <span className="agency-flags">
      {flags.map((flag) => (
        <span key={String(flag)} className="badge">
          {flag}
        </span>
      ))}
    </span>
  );
}
