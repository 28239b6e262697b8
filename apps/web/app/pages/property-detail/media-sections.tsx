import { useTranslation } from '../../lib/i18n/use-translation';
import { youtubeVideoId, type ListingDetail } from '@estate/shared';
import { imageSrcSet } from '../../ui/listing/listing-card';
import { useFormat } from '../../lib/i18n/use-format';
import styles from './detail-columns.module.css';

/** "2.4 MB", "830 KB". */
export function useFileSize() {
  const { number } = useFormat();
  const { t } = useTranslation();
  return (bytes: number) => {
    if (bytes >= 1024 * 1024) {
      return t('detail.media.size_mb', { size: number(Math.round((bytes / 1024 / 1024) * 10) / 10) });
    }
    return t('detail.media.size_kb', { size: number(Math.max(1, Math.round(bytes / 1024))) });
  };
}

const DOCUMENT_KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

/** Uploaded video tours: native players that load nothing until played. */
export function Videos({ videos, title }: { videos: ListingDetail['videos']; title: string }) {
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="detail-videos">
      <h2 id="detail-videos">{t('detail.media.videos')}</h2>
      <div className={styles.detailVideos}>
        {videos.map((video, i) => (
          <video
            key={video.url}
            controls
            preload="none"
            poster={video.poster ?? undefined}
            aria-label={t('detail.media.video_label', { title, n: i + 1 })}
            playsInline
          >
            <source src={video.url} type={video.mime === 'video/quicktime' ? 'video/mp4' : video.mime} />
            <a href={video.url}>{t('detail.media.download_video')}</a>
          </video>
        ))}
      </div>
    </section>
  );
}

/** YouTube links as privacy-enhanced embeds that load when scrolled near. */
export function YoutubeVideos({ links, title }: { links: string[]; title: string }) {
  const { t } = useTranslation();
  const ids = [...new Set(links.map(youtubeVideoId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="detail-youtube">
      <h2 id="detail-youtube">{t('detail.media.youtube')}</h2>
      <div className={styles.detailVideos}>
        {ids.map((id, i) => (
          <div className={styles.detailYoutube} key={id}>
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${id}`}
              title={t('detail.media.youtube_title', { title, n: i + 1 })}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          </div>
        ))}
      </div>
    </section>
  );
}

/** Floor plans: images shown (opening the full size), documents as downloads with their size. */
export function FloorPlans({ plans }: { plans: ListingDetail['floor_plans'] }) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  if (plans.length === 0) return null;
  const images = plans.filter((plan) => plan.image);
  const documents = plans.filter((plan) => !plan.image);
  return (
    <section className="detail-section" aria-labelledby="detail-floor-plans">
      <h2 id="detail-floor-plans">{t('detail.media.floor_plans')}</h2>
      {images.length > 0 && (
        <ul className={styles.detailPlans}>
          {images.map((plan) => (
            <li key={plan.url}>
              <a href={plan.image!.full.url} target="_blank" rel="noopener">
                <img
                  src={plan.image!.card.url}
                  srcSet={imageSrcSet(plan.image!)}
                  sizes="(max-width: 640px) 100vw, 360px"
                  width={plan.image!.card.width}
                  height={plan.image!.card.height}
                  alt={t('detail.media.floor_plan_alt', { name: plan.name })}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {documents.length > 0 && (
        <ul className={styles.detailDocuments}>
          {documents.map((plan) => (
            <li key={plan.url}>
              <a href={plan.url} download={plan.name} className={styles.detailDocument}>
                <span className={styles.detailDocumentKind} aria-hidden="true">
                  {DOCUMENT_KIND[plan.mime] ?? 'FILE'}
                </span>
                <span className={styles.detailDocumentName}>
                  <bdi>{plan.name}</bdi>
                  <span className="muted">
                    {t('detail.media.download')} · {DOCUMENT_KIND[plan.mime] ?? ''} · <bdi>{fileSize(plan.size)}</bdi>
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
