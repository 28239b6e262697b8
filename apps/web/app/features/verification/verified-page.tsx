import { VERIFICATION_SCOPES, VERIFIED_DAYS, type ListingVerification } from '@estate/shared';
import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { VerifiedNotice } from '../../ui/listing/verified-badge';
import '../../ui/listing/verification.css';

/**
 * The /verified explainer: what the badge means, what is checked, when it ends (J2.4), with an
 * example badge of every check dated `exampleDay` (the server's today, so both renders agree).
 */
export function VerifiedPage({ exampleDay }: { exampleDay: string }) {
  const { t } = useTranslation();
  const day = new Date(`${exampleDay}T00:00:00Z`);
  const example: ListingVerification = {
    verified_at: day.toISOString(),
    verified_until: new Date(day.getTime() + VERIFIED_DAYS * 86_400_000).toISOString(),
    scope: [...VERIFICATION_SCOPES],
  };
  return (
    <article className="container verified-page" data-testid="verified-page">
      <h1>{t('verification.page.title')}</h1>
      <p className="lead">{t('verification.page.lead')}</p>
      <div className="verified-page__example">
        <p className="muted">{t('verification.page.example')}</p>
        <VerifiedNotice verification={example} />
      </div>
      <section>
        <h2>{t('verification.page.checked_title')}</h2>
        <ul>
          <li>{t('verification.page.checked_ownership')}</li>
          <li>{t('verification.page.checked_authority')}</li>
          <li>{t('verification.page.checked_photos')}</li>
        </ul>
        <p className="notice verified-page__warning" role="note">
          {t('verification.page.not_title')}
        </p>
      </section>
      <section>
        <h2>{t('verification.page.lapse_title')}</h2>
        <p>{t('verification.page.lapse_text')}</p>
      </section>
      <section>
        <h2>{t('verification.page.eligible_title')}</h2>
        <p>{t('verification.page.eligible_text')}</p>
      </section>
      <section>
        <h2>{t('verification.page.search_title')}</h2>
        <p>{t('verification.page.search_text')}</p>
        <Link className="button" to="/properties?verified_listing=1">
          {t('verification.page.browse')}
        </Link>
      </section>
    </article>
  );
}
