import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ResponsiveImage } from '@estate/shared';
import { imageSrcSet } from '../../ui/listing/listing-card';
import { useLocale } from '../../lib/i18n/use-locale';
import { useFormat } from '../../lib/i18n/use-format';
import detailGalleryStyles from './detail-gallery.module.css';
import photoViewerStyles from './photo-viewer.module.css';

/** The main photo spans two thirds of the page on desktop and the full width on phones. */
const MAIN_SIZES = '(max-width: 800px) 100vw, 780px';
const SIDE_SIZES = '(max-width: 800px) 50vw, 380px';
const SWIPE_MIN_PX = 40;

function Photo({
  image,
  alt,
  sizes,
  eager = false,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  return (
    <img
      src={image.card.url}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.card.width}
      height={image.card.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}

/**
 * The listing's photos: a large first photo (loaded at once, high priority) with up to four more
 * beside it, the photo count, and a full-screen viewer (a modal <dialog>) with previous/next
 * buttons, arrow keys (mirrored in Arabic), swipe on touch screens and a "3 / 12" counter.
 * Escape closes it and focus goes back to the photo that opened it.
 */
export function Gallery({ images, title }: { images: ResponsiveImage[]; title: string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const total = images.length;

  const show = useCallback((index: number, from: HTMLElement) => {
    opener.current = from;
    setOpen(index);
  }, []);

  if (total === 0) {
    return (
      <div
        className={`${detailGalleryStyles.detailGallery} ${detailGalleryStyles.detailGalleryEmpty}`}
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" width="64" height="64">
          <path d="M3 11l9-7 9 7M5 10v10h14V10" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </div>
    );
  }

  const side = images.slice(1, 5);
  return (
    <div
      className={`${detailGalleryStyles.detailGallery} ${detailGalleryStyles[`detailGallery${Math.min(total, 5)}`]}`}
      data-testid="gallery"
    >
      <button
        type="button"
        className="detail-gallery__main"
        onClick={(event) => show(0, event.currentTarget)}
        aria-label={t('detail.gallery.open_photo', { current: number(1), total: number(total) })}
      >
        <Photo image={images[0]} alt={title} sizes={MAIN_SIZES} eager />
      </button>
      {side.map((image, i) => (
        <button
          key={image.full.url}
          type="button"
          className="detail-gallery__side"
          onClick={(event) => show(i + 1, event.currentTarget)}
          aria-label={t('detail.gallery.open_photo', { current: number(i + 2), total: number(total) })}
        >
          <Photo image={image} alt="" sizes={SIDE_SIZES} />
        </button>
      ))}
      <button
        type="button"
        className={detailGalleryStyles.detailGalleryAll}
        onClick={(event) => show(0, event.currentTarget)}
        data-testid="gallery-show-all"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {t('detail.gallery.show_all', { formatted: number(total) })}
      </button>
      {open !== null && (
        <PhotoViewer
          images={images}
          title={title}
          index={open}
          onIndex={setOpen}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function PhotoViewer({
  images,
  title,
  index,
  onIndex,
  onClose,
}: {
  images: ResponsiveImage[];
  title: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const rtl = useLocale() === 'ar';
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const total = images.length;
  const image = images[index];
  const go = useCallback((step: number) => onIndex((index + step + total) % total), [index, onIndex, total]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    document.documentElement.classList.add('is-viewer-open');
    return () => document.documentElement.classList.remove('is-viewer-open');
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    // In Arabic the row of photos runs right to left, so the left arrow moves forward.
    if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
    else if (event.key === 'Home') onIndex(0);
    else if (event.key === 'End') onIndex(total - 1);
    else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    // Swiping towards the start edge shows the next photo (leftwards in English, rightwards in Arabic).
    go(dx < 0 !== rtl ? 1 : -1);
  };

  return (
    <dialog
      ref={dialog}
      className={photoViewerStyles.photoViewer}
      aria-label={t('detail.gallery.viewer', { title })}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        dialog.current?.close();
      }}
      onKeyDown={onKeyDown}
      data-testid="photo-viewer"
    >
      <div className={photoViewerStyles.photoViewerBar}>
        <p className={photoViewerStyles.photoViewerCounter} aria-live="polite" data-testid="photo-counter">
          <bdi>{t('detail.gallery.counter', { current: number(index + 1), total: number(total) })}</bdi>
        </p>
        <button
          type="button"
          className={photoViewerStyles.photoViewerClose}
          onClick={() => dialog.current?.close()}
          aria-label={t('detail.gallery.close')}
          autoFocus
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={photoViewerStyles.photoViewerStage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          key={image.full.url}
          src={image.full.url}
          srcSet={imageSrcSet(image)}
          sizes="100vw"
          width={image.full.width}
          height={image.full.height}
          alt={t('detail.gallery.photo_alt', { title, current: number(index + 1), total: number(total) })}
        />
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={`${photoViewerStyles.photoViewerNav} ${photoViewerStyles.photoViewerNavPrev}`}
            onClick={() => go(-1)}
            aria-label={t('detail.gallery.previous')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="flip-rtl">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className={`${photoViewerStyles.photoViewerNav} ${photoViewerStyles.photoViewerNavNext}`}
            onClick={() => go(1)}
            aria-label={t('detail.gallery.next')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="flip-rtl">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <ol className={photoViewerStyles.photoViewerThumbs}>
            {images.map((thumb, i) => (
              <li key={thumb.full.url}>
                <button
                  type="button"
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={t('detail.gallery.go_to', { current: number(i + 1) })}
                  onClick={() => onIndex(i)}
                >
                  <img
                    src={thumb.thumb.url}
                    width={thumb.thumb.width}
                    height={thumb.thumb.height}
                    alt=""
                    loading="lazy"
                  />
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </dialog>
  );
}
