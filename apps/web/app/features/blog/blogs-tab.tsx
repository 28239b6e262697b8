import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { blogPath, type BlogCard, type Profile } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { blogKeys, deletePost, fetchMine } from './blog-api';
import './blog.css';

/** Dashboard tab "blogs": the user's own posts with view, edit and delete, and a way to write one. */
export function BlogsTab(_props: { user: Profile }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: blogKeys.mine(page), queryFn: () => fetchMine(page) });

  if (query.isPending) {
    return (
      <p className="muted" role="status">
        …
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="blog-tab-state" role="alert" data-testid="blogs-tab-error">
        <h3>{t('blog.tab.load_error')}</h3>
        <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('blog.tab.retry')}
        </button>
      </div>
    );
  }
  const { results, pages } = query.data;
  return (
    <div className="blog-tab" data-testid="blogs-tab">
      <div className="blog-tab__head">
        <p className="lead">{t('blog.tab.lead')}</p>
        <Link className="button" to="/blogpages/new">
          {t('blog.tab.write')}
        </Link>
      </div>
      {results.length === 0 && page === 1 ? (
        <div className="blog-tab-state" data-testid="blogs-tab-empty">
          <h3>{t('blog.tab.empty')}</h3>
          <p className="muted">{t('blog.tab.empty_text')}</p>
          <Link className="button" to="/blogpages/new">
            {t('blog.tab.write')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="blog-tab__list">
            {results.map((post) => (
              <MyPost key={post.id} post={post} />
            ))}
          </ul>
          {pages > 1 && (
            <div className="blog-tab__pages">
              <button
                type="button"
                className="button button--ghost"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('blog.list.previous')}
              </button>
              <span className="muted">{t('blog.list.page_of', { page, pages })}</span>
              <button
                type="button"
                className="button button--ghost"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('blog.list.next')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function MyPost({ post }: { post: BlogCard }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deletePost(post.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blogs', 'mine'] }),
  });
  const href = blogPath(post.slug);
  return (
    <li className="blog-tab__item" data-testid="blogs-tab-item">
      {post.featured_image ? (
        <img
          src={post.featured_image.thumb.url}
          alt=""
          width={96}
          height={50}
          className="blog-tab__thumb"
          loading="lazy"
        />
      ) : (
        <span className="blog-tab__thumb blog-tab__thumb--empty" aria-hidden="true" />
      )}
      <div className="blog-tab__main">
        <h3 className="blog-tab__title" dir="auto">
          <Link to={href}>{post.title}</Link>
        </h3>
        <p className="muted blog-tab__facts">
          <time dateTime={post.created_at}>{t('blog.tab.published', { date: date(post.created_at) })}</time>
          {' · '}
          {t('blog.card.views', { count: post.views })}
          {' · '}
          {t('blog.card.comments', { count: post.comments_count })}
          {post.is_featured && (
            <>
              {' · '}
              <span className="badge blog-badge--featured">{t('blog.card.featured')}</span>
            </>
          )}
        </p>
        {confirming && (
          <div role="alertdialog" aria-labelledby={`blog-del-${post.id}`} className="blog-confirm">
            <p id={`blog-del-${post.id}`}>{t('blog.tab.delete_confirm', { title: post.title })}</p>
            <div className="blog-actions">
              <button
                type="button"
                className="button blog-danger--solid"
                onClick={() => remove.mutate()}
                disabled={remove.isPending}
                autoFocus
              >
                {t('blog.detail.delete_yes')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                {t('blog.detail.cancel')}
              </button>
            </div>
            {remove.isError && (
              <p className="field__error" role="alert">
                {t('blog.tab.delete_failed')}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="blog-actions blog-tab__actions">
        <Link className="button button--ghost" to={href}>
          {t('blog.tab.view')}
        </Link>
        <Link className="button button--ghost" to={`${href}/edit`}>
          {t('blog.tab.edit')}
        </Link>
        <button
          type="button"
          className="button button--ghost blog-danger"
          aria-label={t('blog.tab.delete_label', { title: post.title })}
          onClick={() => setConfirming(true)}
        >
          {t('blog.tab.delete')}
        </button>
      </div>
    </li>
  );
}
