import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { Profile } from '@estate/shared';
import { ProfileCard } from './profile-card';
import { useSession } from '../../lib/session/use-session';
import { PasswordForm } from './password-form';
import { EmailForm } from './email-form';
import { ProfileForm } from './profile-form';
import { ProfilePhotos } from './profile-photos';
import './account.css';

/**
 * Dashboard tab "profile": the account summary (status green when active, grey otherwise), cover
 * photo and picture, personal and professional information, and the password change.
 */
export function ProfileTab({ user: fromLoader }: { user: Profile }) {
  const { t } = useTranslation();
  const { user: session } = useSession();
  const user = session?.id === fromLoader.id ? session : fromLoader;
  return (
    <div className="account-tab">
      <ProfileCard user={user} />
      <ProfilePhotos user={user} />
      <section className="account-section" aria-labelledby="account-info-title">
        <h3 id="account-info-title">{t('account.profile.title')}</h3>
        <ProfileForm user={user} />
      </section>
      <PasswordForm email={user.email} />
      <EmailForm email={user.email} />
      <p className="muted">
        <Link to="/dashboard?tab=settings">{t('account.profile.to_settings')}</Link>
      </p>
    </div>
  );
}
