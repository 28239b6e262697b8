import {
  EMAIL_MODES,
  IN_APP_KINDS,
  NOTIFICATION_KINDS,
  type InAppKind,
  type NotificationEmail,
  type NotificationInApp,
} from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { useSettingsUpdate } from '../../lib/account/use-account-mutations';

const inApp = (kind: string): kind is InAppKind => (IN_APP_KINDS as readonly string[]).includes(kind);

/**
 * Per kind of notification: e-mail at once, in a daily digest, or not at all (under the e-mail
 * switch), and whether it shows in the dashboard's activity list (decision 0028).
 */
export function EmailChoices({
  choices,
  shown,
  enabled,
  update,
}: {
  choices: NotificationEmail;
  shown: NotificationInApp;
  enabled: boolean;
  update: ReturnType<typeof useSettingsUpdate>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="account-email-choices">
      <legend>{t('account.settings.email_by_kind')}</legend>
      <p className="field__hint">{t('account.settings.email_by_kind_hint')}</p>
      <ul>
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind}>
            <label htmlFor={`email-${kind}`}>{t(`account.settings.kinds.${kind}`)}</label>
            <span className="account-email-choices__controls">
              {inApp(kind) && (
                <label className="account-email-choices__in-app">
                  <input
                    type="checkbox"
                    checked={shown[kind]}
                    onChange={(e) => update.mutate({ notification_in_app: { [kind]: e.target.checked } })}
                  />
                  {t('account.settings.in_app')}
                </label>
              )}
              <select
                id={`email-${kind}`}
                className="input"
                aria-label={`${t(`account.settings.kinds.${kind}`)}: ${t('account.settings.by_email')}`}
                disabled={!enabled}
                value={enabled ? choices[kind] : 'off'}
                onChange={(e) =>
                  update.mutate({ notification_email: { [kind]: e.target.value as (typeof EMAIL_MODES)[number] } })
                }
              >
                {EMAIL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`account.settings.modes.${mode}`)}
                  </option>
                ))}
              </select>
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
