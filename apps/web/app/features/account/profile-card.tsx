import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { Profile } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { UserAvatar } from '../../ui/user-avatar';

/** The signed-in user's own details, with status shown green (active) or grey (otherwise). */
export function ProfileCard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const active = user.account_status === 'active';
  return (
    <div className="profile-card">
      <UserAvatar src={user.profile_picture} name={user.full_name} size={72} />
      <div>
        <h2 className="profile-card__name">
          {user.full_name}
          {user.is_verified_user && (
            <span className="badge badge--verified" title={t('profile.verified')}>
              ✓ {t('profile.verified')}
            </span>
          )}
        </h2>
        <p className="muted">
          {t(`account_types.${user.type}`)}
          {user.designation ? ` · ${user.designation}` : ''}
        </p>
        <dl className="details">
          <dt>{t('auth.fields.email')}</dt>
          <dd dir="ltr">{user.email}</dd>
          <dt>{t('auth.fields.phone')}</dt>
          <dd dir="ltr">{user.phone_number}</dd>
          <dt>{t('profile.member_since')}</dt>
          <dd>{format.monthYear(user.member_since)}</dd>
          <dt>{t('profile.status')}</dt>
          <dd>
            <span className={`status-dot ${active ? 'status-dot--active' : 'status-dot--inactive'}`} />
            {t(`account_status.${user.account_status}`)}
          </dd>
          <dt>{t('profile.followers')}</dt>
          <dd>{format.number(user.followers)}</dd>
        </dl>
        <Link className="button button--ghost" to={`/profile/${user.slug}/`}>
          {t('profile.view_public')}
        </Link>
      </div>
    </div>
  );
}
