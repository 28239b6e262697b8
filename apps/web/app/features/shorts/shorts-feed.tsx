import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { ShortsAnswer, ShortVideo } from '@estate/shared';
import { api } from '../../lib/api/api-client';
import { useCityName } from '../../ui/listing/listing-card';
import { ListingPrice } from '../../ui/listing/listing-card';
import './shorts.css';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/shorts';

const shorts = endpoint<typeof ops.getShorts>('GET', '/api/shorts/');

/** Plays when at least this share of the video is on screen, pauses otherwise. */
const VISIBLE = 0.6;

function ShortItem({
  video,
  n,
  muted,
  onToggleMute,
}: {
  video: ShortVideo;
  n: number;
  muted: boolean;
  onToggleMute: () => void;
}) {
  const { t } = useTranslation();
  const cityName = useCityName();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= VISIBLE) {
          element.play().catch(() => setPlaying(false));
        } else {
          element.pause();
        }
      },
      { threshold: [0, VISIBLE, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  return (
    <li className="short" aria-label={t('shorts.item_label', { n, title: video.listing.title })} data-testid="short">
      <video
        ref={ref}
        className="short__video"
        src={video.url}
        poster={video.poster ?? undefined}
        muted
        playsInline
        loop
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onClick={toggle}
      />
      <div className="short__controls">
        <button
          type="button"
          className="short__button"
          onClick={toggle}
          aria-label={playing ? t('shorts.pause') : t('shorts.play')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
            {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5l11 7-11 7z" />}
          </svg>
        </button>
        <button
          type="button"
          className="short__button"
          onClick={onToggleMute}
          aria-pressed={!muted}
          aria-label={muted ? t('shorts.unmute') : t('shorts.mute')}
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
            {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M17 8a5 5 0 0 1 0 8M19.5 5.5a9 9 0 0 1 0 13" />}
          </svg>
        </button>
      </div>
      <div className="short__overlay">
        <p className="short__price">
          <ListingPrice listing={video.listing} />
        </p>
        <h2 className="short__title">
          <Link to={`/properties/${video.listing.slug}`}>{video.listing.title}</Link>
        </h2>
        <p className="short__city">{cityName(video.listing.city)}</p>
        <Link to={`/properties/${video.listing.slug}`} className="button button--light short__cta" tabIndex={-1}>
          {t('shorts.view_listing')}
        </Link>
      </div>
    </li>
  );
}

/** `/shorts`: a full-height vertical feed that snaps from video to video and loads more as you go. */
export function ShortsFeed({ first }: { first: ShortsAnswer }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(first.results);
  const [cursor, setCursor] = useState(first.next_cursor);
  const [loading, setLoading] = useState(false);
  const [muted, setMuted] = useState(true);
  const sentinel = useRef<HTMLLIElement>(null);

  const loadMore = useCallback(async () => {
    if (!cursor || loading) return;
    setLoading(true);
    try {
      const next = await api(shorts, { query: { cursor } });
      setItems((list) => [...list, ...next.results.filter((v) => !list.some((o) => o.id === v.id))]);
      setCursor(next.next_cursor);
    } catch (error) {
      console.error('Could not load more shorts', error);
    } finally {
      setLoading(false);
    }
  }, [cursor, loading]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !cursor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && void loadMore(), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [cursor, loadMore]);

  if (!items.length) {
    return (
      <div className="container shorts-empty">
        <h1>{t('shorts.empty_title')}</h1>
        <p className="muted">{t('shorts.empty_text')}</p>
        <Link to="/properties" className="button">
          {t('shorts.browse')}
        </Link>
      </div>
    );
  }

  return (
    <div className="shorts">
      <h1 className="visually-hidden">{t('shorts.title')}</h1>
      <ul className="shorts__feed" aria-label={t('shorts.feed_label')} data-testid="shorts-feed">
        {items.map((video, i) => (
          <ShortItem key={video.id} video={video} n={i + 1} muted={muted} onToggleMute={() => setMuted((m) => !m)} />
        ))}
        <li ref={sentinel} className="shorts__sentinel" aria-live="polite">
          {cursor ? (loading ? t('shorts.loading') : '') : t('shorts.end')}
        </li>
      </ul>
    </div>
  );
}
