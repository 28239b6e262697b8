import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from '../lib/link';

interface ResourceNotFoundProps {
  testId: string;
  title: string;
  text: string;
  /** Class of the row of links (each page styles it in its own stylesheet). */
  actionsClassName: string;
  /** The first link: back to the list the missing item belongs to. */
  browseTo: string;
  browseLabel: string;
}

/** A 404 message for a missing post, listing and the like, with a way back to its list and home. */
export function ResourceNotFound({
  testId,
  title,
  text,
  actionsClassName,
  browseTo,
  browseLabel,
}: ResourceNotFoundProps) {
  const { t } = useTranslation();
  return (
    <section className="container page-message" data-testid={testId}>
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      <div className={actionsClassName}>
        <Link className="button" to={browseTo}>
          {browseLabel}
        </Link>
        <Link className="button button--ghost" to="/">
          {t('errors.back_home')}
        </Link>
      </div>
    </section>
  );
}
