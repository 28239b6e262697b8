import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { UPLOAD_RULES, type UploadKind } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { FieldError, fieldId } from './wizard-fields';
import { DocumentIcon, UploadIcon, VideoIcon } from './wizard-icons';
import type { UploadAlert, UploadItem } from './wizard-types';

export const FIELD_OF_KIND: Record<UploadKind, string> = {
  featured: 'featured_image',
  gallery: 'gallery_images',
  video: 'videos',
  floor_plan: 'floor_plans',
};

function formatBytes(bytes: number, number: (n: number) => string): string {
  if (bytes >= 1024 * 1024) return `${number(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** A picture of the file: the server's thumbnail, a local preview while it uploads, or an icon. */
function Thumb({ kind, item }: { kind: UploadKind; item: UploadItem }) {
  const local = useMemo(
    () => (item.file && item.file.type.startsWith('image/') ? URL.createObjectURL(item.file) : null),
    [item.file],
  );
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);
  const src = item.answer?.image?.thumb.url ?? item.answer?.poster ?? local;
  if (src) return <img className="wz-file__thumb" src={src} alt="" loading="lazy" />;
  return (
    <span className="wz-file__thumb wz-file__thumb--icon" aria-hidden="true">
      {kind === 'video' ? <VideoIcon /> : <DocumentIcon />}
    </span>
  );
}

export interface MediaSectionProps {
  kind: UploadKind;
  title: string;
  hint: string;
  items: UploadItem[];
  alerts: UploadAlert[];
  error?: string;
  required?: boolean;
  onFiles: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  onDismiss: (id: number) => void;
}

/** One kind of media: a drop zone (or file picker), its alerts, and the files with their progress. */
export function MediaSection({
  kind,
  title,
  hint,
  items,
  alerts,
  error,
  required,
  onFiles,
  onRemove,
  onRetry,
  onDismiss,
}: MediaSectionProps) {
  const { t, tDynamic } = useTranslation();
  const format = useFormat();
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const id = fieldId(FIELD_OF_KIND[kind]);
  const rule = UPLOAD_RULES[kind];
  const single = rule.maxCount === 1;
  const held = items.filter((i) => i.status !== 'failed').length;

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <section className="wz-media" aria-labelledby={headingId} data-testid={`media-${kind}`}>
      <div className="wz-media__head">
        <h3 id={headingId} className="wz-media__title">
          {title}
          {!required && <span className="wz-optional"> {t('wizard.optional')}</span>}
        </h3>
        {!single && (
          <span className="wz-counter">
            {t('wizard.media.count', { held: format.number(held), max: format.number(rule.maxCount) })}
          </span>
        )}
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <label
        className="wz-dropzone"
        data-dragging={dragging}
        data-invalid={error ? true : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={rule.accept}
          multiple={!single}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <UploadIcon />
        <span className="wz-dropzone__action">
          {single
            ? items.some((i) => i.status === 'done')
              ? t('wizard.media.replace_file')
              : t('wizard.media.choose_file')
            : t('wizard.media.choose_files')}
        </span>
        <span className="wz-dropzone__or">{single ? t('wizard.media.drop_one') : t('wizard.media.drop_many')}</span>
      </label>
      <FieldError id={id} error={error} />

      {alerts.map((alert) => (
        <div key={alert.id} className="wz-alert" role="alert">
          <span>{tDynamic(alert.key, alert.count === undefined ? undefined : { count: alert.count })}</span>
          <button
            type="button"
            className="wz-alert__close"
            onClick={() => onDismiss(alert.id)}
            aria-label={t('wizard.media.dismiss')}
          >
            ×
          </button>
        </div>
      ))}

      {items.length > 0 && (
        <ul className={`wz-files${kind === 'gallery' || kind === 'featured' ? ' wz-files--grid' : ''}`}>
          {items.map((item) => (
            <li key={item.key} className="wz-file" data-status={item.status}>
              <Thumb kind={kind} item={item} />
              <div className="wz-file__body">
                <span className="wz-file__name" title={item.name}>
                  <bdi>{item.name}</bdi>
                </span>
                <span className="wz-file__meta">
                  {[
                    item.size > 0 && formatBytes(item.size, format.number),
                    item.status === 'done' && t('wizard.media.uploaded'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {item.status === 'uploading' && (
                  <div
                    className="wz-progress"
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.progress}
                    aria-label={t('wizard.media.uploading', { name: item.name })}
                  >
                    <span style={{ inlineSize: `${item.progress}%` }} />
                  </div>
                )}
                {item.status === 'failed' && (
                  <span className="wz-file__error">{tDynamic(item.errorKey ?? 'listing_alerts.upload_failed')}</span>
                )}
              </div>
              <div className="wz-file__actions">
                {item.status === 'failed' && item.file && (
                  <button type="button" className="link-button" onClick={() => onRetry(item.key)}>
                    {t('wizard.media.retry')}
                  </button>
                )}
                <button
                  type="button"
                  className="wz-file__remove"
                  onClick={() => onRemove(item.key)}
                  aria-label={t('wizard.media.remove_file', { name: item.name })}
                  title={t('wizard.media.remove')}
                >
                  ×
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
