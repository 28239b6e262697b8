import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { MAX_YOUTUBE_LINKS, isYoutubeVideoUrl, type UploadKind } from '@estate/shared';
import { FIELD_OF_KIND, MediaSection } from './media-section';
import type { StepProps } from './step-props';
import type { useWizardUploads } from './use-wizard-uploads';
import { FieldError, fieldId } from './wizard-fields';

type Uploads = ReturnType<typeof useWizardUploads>;

const ORDER: UploadKind[] = ['featured', 'gallery', 'video', 'floor_plan'];

const TEXT_KEY: Record<UploadKind, string> = {
  featured: 'featured',
  gallery: 'gallery',
  video: 'videos',
  floor_plan: 'floor_plans',
};

/** Step 4: cover photo, gallery, short videos, floor plans and YouTube links. */
export function StepMedia({ values, errors, update, uploads }: StepProps & { uploads: Uploads }) {
  const { t, tDynamic } = useTranslation();
  const [linkError, setLinkError] = useState<string>();
  const full = values.youtube_links.length >= MAX_YOUTUBE_LINKS;
  const shownLinkError = linkError ?? errors.youtube_input ?? errors.youtube_links;

  const addLink = () => {
    const link = values.youtube_input.trim();
    if (!link) return;
    if (full) return setLinkError('listing_rules.too_many_youtube');
    if (!isYoutubeVideoUrl(link)) return setLinkError('listing_rules.youtube_invalid');
    setLinkError(undefined);
    if (!values.youtube_links.includes(link))
      update({ youtube_links: [...values.youtube_links, link], youtube_input: '' });
    else update({ youtube_input: '' });
  };

  return (
    <div className="wz-stack">
      {ORDER.map((kind) => (
        <MediaSection
          key={kind}
          kind={kind}
          title={tDynamic(`wizard.media.${TEXT_KEY[kind]}`)}
          hint={tDynamic(`wizard.media.${TEXT_KEY[kind]}_hint`)}
          required={kind === 'featured'}
          items={uploads.media[kind]}
          alerts={uploads.alerts[kind]}
          error={errors[FIELD_OF_KIND[kind]]}
          onFiles={(files) => void uploads.addFiles(kind, files)}
          onRemove={(key) => uploads.remove(kind, key)}
          onRetry={(key) => void uploads.retry(kind, key)}
          onDismiss={(id) => uploads.dismissAlert(kind, id)}
        />
      ))}

      <section className="wz-media" aria-labelledby="wz-youtube-title">
        <div className="wz-media__head">
          <h3 id="wz-youtube-title" className="wz-media__title">
            {t('wizard.media.youtube')} <span className="wz-optional">{t('wizard.optional')}</span>
          </h3>
          <span className="wz-counter">
            {t('wizard.media.count', { held: values.youtube_links.length, max: MAX_YOUTUBE_LINKS })}
          </span>
        </div>
        <div className="field wz-field">
          <label htmlFor={fieldId('youtube_input')}>{t('wizard.media.youtube_label')}</label>
          <div className="wz-inline-form">
            <input
              id={fieldId('youtube_input')}
              className="input"
              type="url"
              dir="ltr"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=…"
              value={values.youtube_input}
              disabled={full}
              aria-invalid={shownLinkError ? true : undefined}
              aria-describedby={`${fieldId('youtube_input')}-hint${shownLinkError ? ` ${fieldId('youtube_input')}-error` : ''}`}
              onChange={(e) => {
                setLinkError(undefined);
                update({ youtube_input: e.target.value });
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addLink();
                }
              }}
            />
            <button type="button" className="button button--ghost" onClick={addLink} disabled={full}>
              {t('wizard.media.add_link')}
            </button>
          </div>
          <p className="field__hint" id={`${fieldId('youtube_input')}-hint`}>
            {full ? t('listing_rules.too_many_youtube') : t('wizard.media.youtube_hint')}
          </p>
          <FieldError id={fieldId('youtube_input')} error={shownLinkError} />
        </div>
        {values.youtube_links.length > 0 && (
          <ul className="wz-links">
            {values.youtube_links.map((link) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noreferrer noopener" dir="ltr">
                  {link}
                </a>
                <button
                  type="button"
                  className="wz-file__remove"
                  aria-label={t('wizard.media.remove_file', { name: link })}
                  onClick={() => update({ youtube_links: values.youtube_links.filter((l) => l !== link) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
