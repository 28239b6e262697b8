import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import {
  loginPathFor,
  type FollowAnswer,
  type PostSummary,
  type ProfileListingsAnswer,
  type PublicProfile,
} from '@estate/shared';
import { AgentAgency } from '../../features/agencies/agent-agency';
import { ReportButton } from '../../ui/report-button';
import { conversationHref } from '../../lib/chat/chat-api';
import { useFormat } from '../../lib/i18n/use-format';
import { ListingCardGrid } from '../../ui/listing/listing-card';
import { useSession } from '../../lib/session/use-session';
import { UserAvatar } from '../../ui/user-avatar';
import { FollowButton } from '../../features/follows/follow-button';
import { TrustTicks } from '../../ui/trust-ticks';
import { ListPager } from '../../ui/list-pager';
import '../../features/follows/follows.css';

function VerifiedBadge({ label }: { label: string }) {
  return (
    <span className="badge badge--verified">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
        <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>{' '}
      {label}
    </span>
  );
}

export function PostCards({ posts, headingLevel = 3 }: { posts: PostSummary[]; headingLevel?: 3 | 4 }) {
  const { date } = useFormat();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="post-card">
            {post.featured_image ? (
              <img
                src={post.featured_image.card.url}
                width={post.featured_image.card.width}
                height={post.featured_image.card.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : (
              <div className="post-card__placeholder" aria-hidden="true" />
            )}
            <div className="post-card__body">
              <Heading dir="auto">
                <Link to={`/blogpages/${post.slug}`}>{post.title}</Link>
              </Heading>
              <p className="muted">{date(post.created_at)}</p>
              {post.excerpt && <p dir="auto">{post.excerpt}</p>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * /profile/{slug}: cover, picture, name, badge, designation and account type, member since, how
 * quickly they usually reply, follow counts with Follow and Message, awards, bio, public listings
 * and blog posts.
 */
export function ProfilePage({
  profile,
  listings,
  posts,
}: {
  profile: PublicProfile;
  listings: ProfileListingsAnswer | null;
  posts: PostSummary[];
}) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const { user } = useSession();
  const [follow, setFollow] = useState<FollowAnswer>({
    is_following: profile.is_following,
    followers: profile.followers,
  });
  const [followFailed, setFollowFailed] = useState(false);
  const self = profile.is_self || user?.id === profile.id;
  const chat = conversationHref(profile.id);
  const firstName = profile.full_name.split(' ')[0] ?? profile.full_name;

  return (
    <div className="profile-page" data-testid="public-profile">
      <header className="container profile-hero">
        {profile.cover_photo ? (
          <img className="profile-hero__cover" src={profile.cover_photo} alt="" width={1200} height={300} />
        ) : (
          <div className="profile-hero__cover" aria-hidden="true" />
        )}
        <div className="profile-hero__body">
          <div className="profile-hero__avatar">
            <UserAvatar src={profile.profile_picture} name={profile.full_name} size={112} />
          </div>
          <div className="profile-hero__who">
            <h1>
              <bdi>{profile.full_name}</bdi>
              {profile.is_verified_user && <VerifiedBadge label={t('public_profile.verified')} />}
            </h1>
            <p className="muted">
              {profile.designation ? (
                <>
                  <bdi>{profile.designation}</bdi> ·{' '}
                </>
              ) : null}
              {t(`account_types.${profile.type}`, { defaultValue: profile.type })}
            </p>
            {profile.agency && <AgentAgency agency={profile.agency} />}
            {/* What was checked about them, as on their listings' lister card (issue 42, J8.6). */}
            <TrustTicks
              memberSince={profile.member_since}
              trust={{
                email_verified: profile.email_verified,
                licence: profile.agency?.licence ?? null,
                brn: profile.agency?.brn
                  ? { number: profile.agency.brn, expires_on: profile.agency.brn_expires_on }
                  : null,
                responsiveness: profile.responsiveness,
              }}
            />
          </div>
          <div className="profile-hero__actions">
            {self ? (
              <Link className="button button--ghost" to="/dashboard?tab=profile">
                {t('public_profile.edit_profile')}
              </Link>
            ) : (
              <>
                <FollowButton
                  userId={profile.id}
                  name={profile.full_name}
                  state={follow}
                  onChange={setFollow}
                  onError={setFollowFailed}
                />
                <Link
                  className="button button--ghost"
                  to={user ? chat : loginPathFor(chat)}
                  aria-label={t('public_profile.message_aria', { name: profile.full_name })}
                  data-testid="profile-message"
                >
                  {t('public_profile.message')}
                </Link>
                <ReportButton targetType="user" targetId={profile.id} />
              </>
            )}
          </div>
        </div>
        <ul className="profile-stats" aria-label={t('public_profile.stats')}>
          <li>
            <strong data-testid="followers-count">{number(follow.followers)}</strong>
            <span className="muted">{t('public_profile.followers', { count: follow.followers })}</span>
          </li>
          <li>
            <strong>{number(profile.following)}</strong>
            <span className="muted">{t('public_profile.following')}</span>
          </li>
          <li>
            <strong>{number(profile.listings_count)}</strong>
            <span className="muted">{t('public_profile.listings', { count: profile.listings_count })}</span>
          </li>
          <li>
            <strong>{number(profile.posts_count)}</strong>
            <span className="muted">{t('public_profile.posts', { count: profile.posts_count })}</span>
          </li>
        </ul>
        {followFailed && (
          <p className="field__error" role="alert">
            {t('public_profile.follow_failed')}
          </p>
        )}
      </header>

      <div className="container profile-layout">
        <div>
          <section className="profile-section" aria-labelledby="profile-listings">
            <h2 id="profile-listings">{t('public_profile.listings_title')}</h2>
            {!listings ? (
              <p className="form-error">{t('public_profile.listings_error')}</p>
            ) : listings.results.length === 0 ? (
              <p className="muted">{t('public_profile.no_listings', { name: firstName })}</p>
            ) : (
              <>
                <ListingCardGrid listings={listings.results} eagerCount={2} />
                <ListPager
                  page={listings.page}
                  pages={listings.pages}
                  href={(page) => `/profile/${profile.slug}${page > 1 ? `?page=${page}` : ''}#profile-listings`}
                />
              </>
            )}
          </section>
          <section className="profile-section" aria-labelledby="profile-posts">
            <h2 id="profile-posts">{t('public_profile.posts_title')}</h2>
            {posts.length === 0 ? (
              <p className="muted">{t('public_profile.no_posts', { name: firstName })}</p>
            ) : (
              <PostCards posts={posts} />
            )}
          </section>
        </div>
        <aside className="profile-aside">
          {profile.bio && (
            <section aria-labelledby="profile-about">
              <h2 id="profile-about">{t('public_profile.about')}</h2>
              <p className="profile-bio" dir="auto">
                {profile.bio}
              </p>
            </section>
          )}
          {profile.awards.length > 0 && (
            <section aria-labelledby="profile-awards">
              <h2 id="profile-awards">{t('public_profile.awards')}</h2>
              <ul className="profile-awards">
                {profile.awards.map((award) => (
                  <li key={award.id}>
                    {award.image ? (
                      <img src={award.image.thumb.url} alt="" width={48} height={48} loading="lazy" />
                    ) : (
                      <span className="profile-awards__icon" aria-hidden="true">
                        <svg viewBox="0 0 24 24" width="24" height="24">
                          <path
                            d="M8 3h8v6a4 4 0 0 1-8 0V3Zm4 10v4m-4 4h8M8 5H4a3 3 0 0 0 4 4m8-4h4a3 3 0 0 1-4 4"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="1.8"
                          />
                        </svg>
                      </span>
                    )}
                    <div>
                      <strong dir="auto">{award.title}</strong>
                      <p className="muted">{date(award.date)}</p>
                      {award.description && <p dir="auto">{award.description}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
