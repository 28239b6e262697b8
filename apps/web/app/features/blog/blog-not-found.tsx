import { useTranslation } from '../../lib/i18n/use-translation';
import { ResourceNotFound } from '../../ui/resource-not-found';
import './blog.css';

/** 'Blog not found.' (spec section 8), with a way back to the blog. */
export function BlogNotFound() {
  const { t } = useTranslation();
  return (
    <ResourceNotFound
      testId="blog-not-found"
      title={t('blog.errors.not_found')}
      text={t('blog.detail.not_found_text')}
      actionsClassName="blog-actions blog-actions--center"
      browseTo="/blogpages"
      browseLabel={t('blog.detail.browse')}
    />
  );
}
