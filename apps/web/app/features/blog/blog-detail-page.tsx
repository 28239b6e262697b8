import { useMutation, useQueryClient } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from '../../lib/link';
import { blogListHref, blogPath, type BlogCommentsAnswer, type BlogDetail } from '@estate/shared';
import { ReportButton } from '../../ui/report-button';
import { useFormat } from '../../lib/i18n/use-format';
import { UserAvatar } from '../../ui/user-avatar';
import { deletePost } from './blog-api';
import { BlogComments } from './blog-comments';
import { BlogFaqs } from './blog-faqs';
import { textLanguage } from './blog-seo';
import './blog.css';

const HERO_SIZES = '(max-width: 900px) 100vw, 860px';

/** A post's page: picture, title, author, sanitized content, FAQs, catalog link and comments. */
export function BlogDetailPage({ post, comments }: { post: BlogDetail; comments: BlogCommentsAnswer }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const language = textLanguage(`${post.title} ${post.excerpt}`);
  const path = blogPath(post.slug);
  const updated = new Date(post.updated_at).getTime() - new Date(post.created_at).getTime() > 60_000;
  const image = post.featured_image;

  return (
    <article className="blog-article" data-testid="blog-article">
      <div className="container blog-article__inner">
        <nav aria-label={t('blog.detail.breadcrumb')} className="blog-breadcrumb">
          <Link to="/blogpages">{t('blog.title')}</Link>
          {post.categories[0] && (
            <>
              <span aria-hidden="true" className="flip-rtl">
                ›
              </span>
              <Link to={blogListHref({ category: post.categories[0] })}>
                {t(`blog.categories.${post.categories[0]}`)}
              </Link>
            </>
          )}
        </nav>

        <header className="blog-article__header">
          <ul className="blog-chips blog-chips--inline" aria-label={t('blog.detail.categories')}>
            {post.categories.map((category) => (
              <li key={category}>
                <Link className="blog-chip blog-chip--small" to={blogListHref({ category })}>
                  {t(`blog.categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
          <h1 lang={language} dir="auto">
            {post.title}
          </h1>
          <div className="blog-byline">
            <UserAvatar src={post.author.profile_picture} name="" size={48} />
            <div>
              <p className="blog-byline__name">
                <span className="visually-hidden">{t('blog.detail.by')} </span>
                <Link to={`/profile/${post.author.slug}/`} data-testid="blog-author">
                  {post.author.full_name}
                </Link>
                {post.author.is_verified_user && (
                  <span className="badge badge--verified">{t('blog.detail.verified')}</span>
                )}
              </p>
              <p className="muted blog-byline__facts">
                <time dateTime={post.created_at}>{t('blog.detail.published', { date: date(post.created_at) })}</time>
                {updated && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <time dateTime={post.updated_at}>{t('blog.detail.updated', { date: date(post.updated_at) })}</time>
                  </>
                )}
                <span aria-hidden="true"> · </span>
                {t('blog.card.reading', { count: post.reading_minutes })}
                <span aria-hidden="true"> · </span>
                {t('blog.card.views', { count: post.views })}
              </p>
            </div>
          </div>
          {post.is_mine ? (
            <AuthorActions post={post} />
          ) : (
            <div className="blog-report">
              <ReportButton targetType="blog_post" targetId={post.id} />
            </div>
          )}
        </header>

        {image && (
          <figure className="blog-article__image">
            <img
              src={image.full.url}
              srcSet={[image.thumb, image.card, image.full].map((v) => `${v.url} ${v.width}w`).join(', ')}
              sizes={HERO_SIZES}
              width={image.full.width}
              height={image.full.height}
              alt=""
              fetchPriority="high"
            />
          </figure>
        )}

        <div
          className="blog-content"
          lang={language}
          dir="auto"
          data-testid="blog-content"
          // Sanitized on the server with an allow-list (blog-sanitizer.ts) before it was stored.
          dangerouslySetInnerHTML={{ __html: post.content_html }}
        />

        {post.tags.length > 0 && (
          <section className="blog-section blog-section--tight" aria-labelledby="blog-tags-heading">
            <h2 id="blog-tags-heading" className="visually-hidden">
              {t('blog.detail.tags')}
            </h2>
            <ul className="blog-tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link className="blog-tag" to={blogListHref({ tag })} dir="auto">
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {post.faqs.length > 0 && (
          <section className="blog-section" aria-labelledby="blog-faqs-heading">
            <h2 id="blog-faqs-heading">{t('blog.detail.faqs')}</h2>
            <BlogFaqs faqs={post.faqs} />
          </section>
        )}

        {post.catalog_link && (
          <section className="blog-section blog-catalog panel" aria-labelledby="blog-catalog-heading">
            <h2 id="blog-catalog-heading">{t('blog.detail.catalog')}</h2>
            <p className="muted">{t('blog.detail.catalog_text')}</p>
            <a
              className="button button--ghost"
              href={post.catalog_link}
              target="_blank"
              rel="noopener nofollow ugc"
              data-testid="blog-catalog"
            >
              {t('blog.detail.catalog_open')}
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="flip-rtl">
                <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </a>
          </section>
        )}

        <BlogComments postId={post.id} postAuthorId={post.author.id} initial={comments} returnTo={path} key={post.id} />

        <p className="blog-back">
          <Link to="/blogpages">
            <span aria-hidden="true" className="flip-rtl">
              ‹
            </span>{' '}
            {t('blog.detail.back')}
          </Link>
          <span className="muted"> · {t('blog.card.comments', { count: post.comments_count })}</span>
        </p>
      </div>
    </article>
  );
}

/** Edit and delete, for the author only (the server refuses anyone else too). */
function AuthorActions({ post }: { post: BlogDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deletePost(post.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['blogs', 'mine'] });
      await navigate('/dashboard?tab=blogs', { replace: true });
    },
  });
  return (
    <div className="blog-owner" data-testid="blog-owner">
      <p className="muted">{t('blog.detail.yours_note')}</p>
      <div className="blog-actions">
        <Link className="button button--ghost" to={`${blogPath(post.slug)}/edit`}>
          {t('blog.detail.edit')}
        </Link>
        {!confirming ? (
          <button type="button" className="button button--ghost blog-danger" onClick={() => setConfirming(true)}>
            {t('blog.detail.delete')}
          </button>
        ) : (
          <div role="alertdialog" aria-labelledby="blog-delete-q" className="blog-confirm">
            <p id="blog-delete-q">{t('blog.detail.delete_confirm')}</p>
            <div className="blog-actions">
              <button
                type="button"
                className="button blog-danger--solid"
                onClick={() => remove.mutate()}
                disabled={remove.isPending}
                autoFocus
              >
                {remove.isPending ? t('blog.detail.deleting') : t('blog.detail.delete_yes')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                {t('blog.detail.cancel')}
              </button>
            </div>
            {remove.isError && (
              <p className="field__error" role="alert">
                {t('blog.detail.delete_failed')}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
