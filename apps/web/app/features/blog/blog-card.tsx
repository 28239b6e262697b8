import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { blogListHref, blogPath, type BlogCard as BlogCardData } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { UserAvatar } from '../../ui/user-avatar';
import { BlogImage } from './blog-image';
import { textLanguage } from './blog-seo';

const CARD_SIZES = '(max-width: 640px) calc(100vw - 40px), (max-width: 1024px) 50vw, 380px';
const LEAD_SIZES = '(max-width: 900px) calc(100vw - 40px), 720px';

/** A post in a list: picture, category, title, excerpt, author and date; "Yours" on the viewer's own. */
export function BlogCard({
  post,
  lead = false,
  eager = false,
}: {
  post: BlogCardData;
  lead?: boolean;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const href = blogPath(post.slug);
  const language = textLanguage(`${post.title} ${post.excerpt}`);
  return (
    <article className={`blog-card${lead ? ' blog-card--lead' : ''}`} data-testid="blog-card">
      <Link to={href} className="blog-card__media" tabIndex={-1} aria-hidden="true">
        <BlogImage image={post.featured_image} sizes={lead ? LEAD_SIZES : CARD_SIZES} eager={eager} />
      </Link>
      <div className="blog-card__body">
        <p className="blog-card__badges">
          {post.categories.slice(0, 2).map((category) => (
            <Link key={category} to={blogListHref({ category })} className="blog-chip blog-chip--small">
              {t(`blog.categories.${category}`)}
            </Link>
          ))}
          {post.is_featured && <span className="badge blog-badge--featured">{t('blog.card.featured')}</span>}
          {post.is_mine && (
            <span className="badge blog-badge--mine" data-testid="blog-yours">
              {t('blog.card.yours')}
            </span>
          )}
        </p>
        <h3 className="blog-card__title" lang={language} dir="auto">
          <Link to={href}>{post.title}</Link>
        </h3>
        <p className="blog-card__excerpt" lang={language} dir="auto">
          {post.excerpt}
        </p>
        <p className="blog-card__meta">
          <UserAvatar src={post.author.profile_picture} name="" size={28} />
          <span className="blog-card__author">{post.author.full_name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.created_at}>{date(post.created_at)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('blog.card.reading', { count: post.reading_minutes })}</span>
        </p>
      </div>
    </article>
  );
}
