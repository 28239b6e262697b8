import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';

/** Edit mode for a listing that does not exist or is not the visitor's own. */
export function EditUnavailable() {
  const { t } = useTranslation();
  return (
    <section className="container page-message" data-testid="edit-unavailable">
      <h1>{t('listing_alerts.not_found')}</h1>
      <p className="muted">{t('wizard.edit.unavailable')}</p>
      <Link className="button" to="/add-listing">
        {t('wizard.edit.add_new')}
      </Link>
    </section>
  );
}
