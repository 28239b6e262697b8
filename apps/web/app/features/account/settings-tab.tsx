import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { AccountSettings, Profile } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useSession } from '../../lib/session/use-session';
import { DeleteAccount } from './delete-account';
import { DeleteInquiryHistory } from './delete-inquiry-history';
import { EmailChoices } from './email-choices';
import { useSettingsUpdate } from '../../lib/account/use-account-mutations';
import './account.css';

/** The switches of the tab, by section (each saved as it changes). */
/** The on/off settings (the e-mail choices per kind are EmailChoices). */
type SwitchName = keyof Pick<AccountSettings, 'message_sound' | 'email_notifications' | 'show_online_status'>;
const SECTIONS: { title: 'notifications' | 'privacy'; switches: SwitchName[] }[] = [
  { title: 'notifications', switches: ['message_sound', 'email_notifications'] },
  { title: 'privacy', switches: ['show_online_status'] },
];

/** Dashboard tab "settings": notification and privacy preferences (saved as they change), the account, deletion. */
export function SettingsTab({ user: fromLoader }: { user: Profile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user: session } = useSession();
  const user = session?.id === fromLoader.id ? session : fromLoader;
  const update = useSettingsUpdate();

  return (
    <div className="account-tab">
      {SECTIONS.map(({ title, switches }, index) => (
        <section key={title} className="account-section" aria-labelledby={`account-${title}-title`}>
          <h3 id={`account-${title}-title`}>{t(`account.settings.${title}`)}</h3>
          <ul className="account-switches">
            {switches.map((name) => (
              <li key={name} className="account-switch">
                <input
                  id={`setting-${name}`}
                  type="checkbox"
                  role="switch"
                  checked={user[name]}
                  aria-describedby={`setting-${name}-hint`}
                  onChange={(e) => update.mutate({ [name]: e.target.checked })}
                />
                <span>
                  <label htmlFor={`setting-${name}`}>{t(`account.settings.${name}`)}</label>
                  <span className="field__hint" id={`setting-${name}-hint`}>
                    {t(`account.settings.${name}_hint`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {title === 'notifications' && (
            <EmailChoices
              choices={user.notification_email}
              shown={user.notification_in_app}
              enabled={user.email_notifications}
              update={update}
            />
          )}
          {index === SECTIONS.length - 1 && (
            <p className={update.isError ? 'form-error' : 'account-notice'} role="status">
              {update.isError ? t('account.settings.failed') : update.isSuccess ? t('account.settings.saved') : ''}
            </p>
          )}
        </section>
      ))}

      <section className="account-section" aria-labelledby="account-account-title">
        <h3 id="account-account-title">{t('account.settings.account')}</h3>
        <dl className="details">
          <dt>{t('auth.fields.email')}</dt>
          <dd dir="ltr">{user.email}</dd>
          <dt>{t('auth.fields.account_type')}</dt>
          <dd>{t(`account_types.${user.type}`)}</dd>
          <dt>{t('profile.member_since')}</dt>
          <dd>{format.monthYear(user.member_since)}</dd>
        </dl>
        <p className="account-links">
          <Link to="/dashboard?tab=profile">{t('account.settings.edit_profile')}</Link>
          <Link to="/dashboard?tab=profile#password">{t('account.settings.change_password')}</Link>
          <Link to={`/profile/${user.slug}/`}>{t('profile.view_public')}</Link>
        </p>
      </section>

      <DeleteInquiryHistory />
      <DeleteAccount email={user.email} />
    </div>
  );
}
