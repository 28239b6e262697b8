/** The blog editor's featured image: checked in the browser, uploaded, with its alt text. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { checkBlogImage, uploadBlogImage } from './blog-upload';
import { type EditorValues } from './editor-draft';
import { describedBy, FieldError } from './editor-fields';

export function ImageField({
  value,
  onChange,
  error,
  onUploading,
}: {
  value: EditorValues['featured'];
  onChange: (value: EditorValues['featured']) => void;
  error?: string;
  onUploading: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const abort = useRef<(() => void) | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => abort.current?.(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkBlogImage(file);
    if (input.current) input.current.value = '';
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(undefined);
    setSize(null);
    readSize(file).then(setSize, () => setSize(null));
    const upload = uploadBlogImage(file, setPercent);
    abort.current = upload.abort;
    setPercent(0);
    onUploading(true);
    try {
      const uploaded = await upload.promise;
      if (uploaded.image) onChange({ id: uploaded.id, image: uploaded.image });
    } catch (failure) {
      const message = (failure as Error).message;
      if (message !== 'aborted') setProblem(message);
    } finally {
      abort.current = null;
      setPercent(null);
      onUploading(false);
    }
  };

  const shown = problem ?? error;
  const advice = size && (size.width !== 1200 || size.height !== 630);
  return (
    <div className="field blog-image-field" data-field="featured_image">
      <label htmlFor="blog-image">{t('blog.editor.image_choose')}</label>
      <p className="field__hint" id="blog-image-hint">
        {t('blog.editor.image_hint')}
      </p>
      {value && (
        <figure className="blog-image-field__preview">
          <img
            src={value.image.card.url}
            alt={t('blog.editor.image_alt')}
            width={value.image.card.width}
            height={value.image.card.height}
          />
        </figure>
      )}
      <div className="blog-image-field__controls">
        <input
          ref={input}
          id="blog-image"
          type="file"
          accept="image/jpeg,image/png"
          className="blog-image-field__input"
          aria-describedby={describedBy(
            'blog-image-hint',
            shown && 'blog-image-error',
            advice ? 'blog-image-advice' : undefined,
          )}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
          disabled={percent !== null}
        />
        {value && percent === null && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              onChange(null);
              setSize(null);
            }}
          >
            {t('blog.editor.image_remove')}
          </button>
        )}
      </div>
      {percent !== null && (
        <div className="blog-upload-progress">
          <progress max={100} value={percent} aria-labelledby="blog-upload-label" />
          <span id="blog-upload-label" role="status">
            {t('blog.editor.image_uploading', { percent })}
          </span>
        </div>
      )}
      {advice && (
        <p className="field__hint blog-advice" id="blog-image-advice">
          {t('blog.editor.image_size_advice', { width: size.width, height: size.height })}
        </p>
      )}
      <FieldError id="blog-image-error" error={shown} />
    </div>
  );
}

/** The picture's pixel size (only for the 1200 × 630 advice). */
export function readSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable'));
    };
    img.src = url;
  });
}
