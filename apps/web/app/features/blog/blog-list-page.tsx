import { useTranslation } from '../../lib/i18n/use-translation';
import { Form, Link } from '../../lib/link';
import {
  blogListHref,
  LISTING_LANGUAGES,
  type BlogCard as BlogCardData,
  type BlogFilters,
  type BlogListAnswer,
  type BlogMetaAnswer,
} from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { BlogCard } from './blog-card';
import { BlogPagination } from './blog-pagination';
import './blog.css';

export interface BlogListData {
  filters: BlogFilters;
  answer: BlogListAnswer;
  meta: BlogMetaAnswer;
  featured: BlogCardData[];
  writeHref: string;
  head: { title: string };
}

/** `/blogpages`: featured posts, categories with counts, popular tags, the latest posts with pages. */
export function BlogListPage({ data }: { data: BlogListData }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const { filters, answer, meta, featured } = data;
  const filtered = Boolean(
    filters.category || filters.tag || filters.q || filters.author || filters.featured || filters.lang,
  );
  const [lead, ...others] = featured;
  // The featured row's posts are not repeated under "Latest" on the same page (issue 17).
  const inFeatured = new Set(featured.map((post) => post.id));
  const latest = answer.results.filter((post) => !inFeatured.has(post.id));

  return (
    <div className="blog-page">
      <header className="blog-hero">
        <div className="container blog-hero__inner">
          <div>
            <h1>{t('blog.title')}</h1>
            <p className="lead">{t('blog.lead')}</p>
          </div>
          <Link className="button button--large" to={data.writeHref} data-testid="blog-write">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t('blog.list.write')}
          </Link>
        </div>
      </header>

      <div className="container blog-layout">
        <div className="blog-main">
          {lead && (
            <section className="blog-featured" aria-labelledby="blog-featured-title">
              <h2 id="blog-featured-title">{t('blog.list.featured')}</h2>
              <div className="blog-featured__grid">
                <BlogCard post={lead} lead eager />
                {others.length > 0 && (
                  <ul className="blog-featured__side">
                    {others.map((post) => (
                      <li key={post.id}>
                        <BlogCard post={post} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          )}

          <section aria-labelledby="blog-latest-title" className="blog-latest">
            <div className="blog-latest__head">
              <h2 id="blog-latest-title">{filtered ? data.head.title : t('blog.list.latest')}</h2>
              <p className="muted" data-testid="blog-count">
                {t('blog.list.results', { count: answer.count })}
                {filtered && (
                  <>
                    {' · '}
                    <Link to="/blogpages">{t('blog.list.clear')}</Link>
                  </>
                )}
              </p>
            </div>
            {latest.length === 0 && answer.results.length === 0 ? (
              <div className="blog-empty panel">
                <p>{filtered ? t('blog.list.empty') : t('blog.list.empty_all')}</p>
                <Link className="button" to={data.writeHref}>
                  {t('blog.list.write')}
                </Link>
              </div>
            ) : (
              <ul className="blog-grid" data-testid="blog-results">
                {latest.map((post, index) => (
                  <li key={post.id}>
                    <BlogCard post={post} eager={!lead && index === 0} />
                  </li>
                ))}
              </ul>
            )}
            <BlogPagination filters={filters} pages={answer.pages} />
          </section>
        </div>

        <aside className="blog-aside">
          <Form method="get" action="/blogpages" role="search" className="blog-search">
            <label htmlFor="blog-q" className="visually-hidden">
              {t('blog.list.search_label')}
            </label>
            <input
              id="blog-q"
              name="q"
              type="search"
              className="input"
              defaultValue={filters.q ?? ''}
              placeholder={t('blog.list.search_placeholder')}
              maxLength={100}
              key={filters.q ?? ''}
            />
            {filters.category && <input type="hidden" name="category" value={filters.category} />}
            <button type="submit" className="button">
              {t('blog.list.search_submit')}
            </button>
          </Form>

          <nav className="blog-aside__block" aria-labelledby="blog-categories-title">
            <h2 id="blog-categories-title">{t('blog.list.categories')}</h2>
            <ul className="blog-chips" data-testid="blog-categories">
              <li>
                <Link
                  className="blog-chip"
                  to="/blogpages"
                  aria-current={!filters.category && !filters.tag && !filters.q ? 'page' : undefined}
                >
                  {t('blog.list.all')} <span className="blog-chip__count">{number(meta.total)}</span>
                </Link>
              </li>
              {meta.categories.map(({ key, count }) => (
                <li key={key}>
                  <Link
                    className="blog-chip"
                    to={blogListHref({ category: key, tag: filters.tag })}
                    aria-current={filters.category === key ? 'page' : undefined}
                  >
                    {t(`blog.categories.${key}`)} <span className="blog-chip__count">{number(count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav className="blog-aside__block" aria-labelledby="blog-language-title">
            <h2 id="blog-language-title">{t('blog.list.language')}</h2>
            <ul className="blog-chips" data-testid="blog-languages">
              {([undefined, ...LISTING_LANGUAGES] as const).map((lang) => (
                <li key={lang ?? 'any'}>
                  <Link
                    className="blog-chip"
                    to={blogListHref({ ...filters, page: 1, lang })}
                    aria-current={filters.lang === lang ? 'page' : undefined}
                    lang={lang}
                  >
                    {t(`blog.list.language_${lang ?? 'any'}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          {meta.tags.length > 0 && (
            <nav className="blog-aside__block" aria-labelledby="blog-tags-title">
              <h2 id="blog-tags-title">{t('blog.list.popular_tags')}</h2>
              <ul className="blog-tags" data-testid="blog-tags">
                {meta.tags.map(({ tag }) => (
                  <li key={tag}>
                    <Link
                      className="blog-tag"
                      to={blogListHref({ tag, category: filters.category })}
                      aria-current={filters.tag === tag ? 'page' : undefined}
                      dir="auto"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </div>
  );
}
