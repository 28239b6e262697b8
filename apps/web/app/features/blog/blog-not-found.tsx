import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './blog.css';

/** 'Blog not found.' (spec section 8), with a way back to the blog. */
export function BlogNotFound() {
  const { t } = useTranslation();
  return (
    <section className="container page-message" data-testid="blog-not-found">
      <h1>{t('blog.errors.not_found')}</h1>
      <p className="muted">{t('blog.detail.not_found_text')}</p>
      <div className="blog-actions blog-actions--center">
        <Link className="button" to="/blogpages">
          {t('blog.detail.browse')}
        </Link>
        <Link className="button button--ghost" to="/">
          {t('errors.back_home')}
        </Link>
      </div>
    </section>
  );
}
