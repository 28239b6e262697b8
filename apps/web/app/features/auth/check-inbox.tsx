import type { UiKey } from '@estate/shared/i18n/ui-keys.ts';
import { useEffect, useRef } from 'react';
import { Trans } from '../../lib/i18n/trans';
import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';

/** After sign-up: where the link went, and what to do when it does not come. */
export function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation();
  // It replaces a long form: the visitor starts reading at its heading, not mid-sentence (U7).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className="auth-form" role="status" data-testid="check-inbox">
      <h2 ref={heading} tabIndex={-1}>
        {t('auth.check_inbox.title')}
      </h2>
      <p>
        <EmailText i18nKey="auth.check_inbox.lead" email={email} />
      </p>
      <p className="muted">{t('auth.check_inbox.hint')}</p>
      <Link className="button button--block" to="/auth/login">
        {t('auth.check_inbox.to_login')}
      </Link>
    </div>
  );
}

/** A sentence with an e-mail address in it, kept left to right inside Arabic text. */
export function EmailText({ i18nKey, email }: { i18nKey: UiKey; email: string }) {
  return <Trans i18nKey={i18nKey} values={{ email }} components={{ email: <bdi dir="ltr" /> }} />;
}
