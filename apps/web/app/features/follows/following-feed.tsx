import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { FeedItem } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { ListingPrice } from '../../ui/listing/listing-card';
import { UserAvatar } from '../../ui/user-avatar';
import { followsApi, followsKeys } from './follows-api';
import { LoadMoreButton } from '../../ui/load-more-button';
import './follows.css';

function FeedEntry({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const image = item.kind === 'listing' ? item.listing.cover : item.post.featured_image;
  const href = item.kind === 'listing' ? `/properties/${item.listing.slug}` : `/blogpages/${item.post.slug}`;
  const title = item.kind === 'listing' ? item.listing.title : item.post.title;
  return (
    <article className="feed-entry" data-testid="feed-item" data-kind={item.kind}>
      {image ? (
        <img className="feed-entry__image" src={image.thumb.url} alt="" width={72} height={54} loading="lazy" />
      ) : (
        <span className="feed-entry__image" aria-hidden="true" />
      )}
      <div className="feed-entry__text">
        <h4 className="feed-entry__title" dir="auto">
          <Link to={href}>{title}</Link>
        </h4>
        {item.kind === 'listing' && (
          <p className="feed-entry__price">
            <ListingPrice listing={item.listing} />
          </p>
        )}
        <p className="muted feed-entry__who">
          <Link to={`/profile/${item.author.slug}`}>{item.author.full_name}</Link>{' '}
          {item.kind === 'listing' ? t('community.feed.listed') : t('community.feed.posted')} ·{' '}
          <time dateTime={item.created_at}>{date(item.created_at)}</time>
        </p>
      </div>
    </article>
  );
}

function Suggestions() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: followsKeys.suggestions, queryFn: followsApi.suggestions });
  if (!query.data?.results.length) return null;
  return (
    <>
      <h4 className="following-feed__sub">{t('community.feed.suggestions')}</h4>
      <ul className="people-list">
        {query.data.results.map((person) => (
          <li key={person.id} className="person-card">
            <UserAvatar src={person.profile_picture} name="" size={40} />
            <div className="person-card__text">
              <p>
                <Link to={`/profile/${person.slug}`}>{person.full_name}</Link>
              </p>
              <p className="muted">
                {person.designation ? <bdi>{person.designation}</bdi> : t(`account_types.${person.type}`)} ·{' '}
                {t('community.feed.followers', { count: person.followers })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The dashboard's feed: new public listings and blog posts by the people the user follows,
 * newest first, with "Show more"; when it is empty, people worth following.
 */
export function FollowingFeed() {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: followsKeys.feed,
    queryFn: ({ pageParam }) => followsApi.feed(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <section className="following-feed db-section" aria-labelledby="following-feed-title" data-testid="following-feed">
      <header>
        <h3 id="following-feed-title">{t('community.feed.title')}</h3>
        <p className="muted">{t('community.feed.lead')}</p>
      </header>
      {query.isPending ? (
        <p className="muted" aria-busy="true">
          …
        </p>
      ) : query.isError ? (
        <div role="alert">
          <p className="form-error">{t('community.feed.error')}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('community.feed.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="following-feed__empty">
          <p>
            <strong>{t('community.feed.empty_title')}</strong>
          </p>
          <p className="muted">{t('community.feed.empty_text')}</p>
          <Suggestions />
        </div>
      ) : (
        <>
          <ul className="feed-list">
            {items.map((item) => (
              <li key={`${item.kind}-${item.kind === 'listing' ? item.listing.id : item.post.id}`}>
                <FeedEntry item={item} />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={query} label={t('community.feed.load_more')} />
        </>
      )}
    </section>
  );
}
