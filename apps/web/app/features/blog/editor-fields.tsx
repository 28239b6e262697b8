/** The blog editor's plain fields: text, content, the search-result preview and its meta fields. */
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRouteLoaderData } from 'react-router';
import { lengthAdvice, roughText } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { type EditorValues } from './editor-draft';
import { RichTextEditor } from './rich-text-editor';

export function FieldError({ id, error }: { id: string; error?: string }) {
  const { tDynamic } = useTranslation();
  if (!error) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {tDynamic(error)}
    </p>
  );
}

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function TextField({
  name,
  label,
  hint,
  value,
  onChange,
  error,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  required?: boolean;
  type?: string;
  dir?: string;
  placeholder?: string;
}) {
  const id = `blog-${name}`;
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...(input.dir ? {} : { dir: 'auto' })}
        {...input}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function ContentField({
  initial,
  onChange,
  error,
}: {
  initial: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="field" data-field="content">
      <span className="field__label" id="blog-content-label">
        {t('blog.editor.content')}
      </span>
      <RichTextEditor
        id="blog-content"
        initialHtml={initial}
        onChange={onChange}
        labelledBy="blog-content-label"
        describedBy={describedBy('blog-content-hint', error && 'blog-content-error')}
        invalid={Boolean(error)}
        placeholder={t('blog.editor.content_placeholder')}
      />
      <p className="field__hint" id="blog-content-hint">
        {t('blog.editor.content_hint')}
      </p>
      <FieldError id="blog-content-error" error={error} />
    </div>
  );
}

export function MetaField({
  name,
  label,
  value,
  onChange,
  error,
  range,
  emptyAdvice,
  max,
  multiline = false,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  range: { min: number; max: number };
  emptyAdvice: string;
  max: number;
  multiline?: boolean;
}) {
  const { t, tDynamic } = useTranslation();
  const { number } = useFormat();
  const id = `blog-${name}`;
  const length = [...value.trim()].length;
  const advice = lengthAdvice(length, range);
  const adviceText =
    advice === 'empty'
      ? tDynamic(emptyAdvice, { min: number(range.min), max: number(range.max) })
      : t(`blog.editor.advice.${advice}`, { min: number(range.min), max: number(range.max) });
  const common = {
    id,
    name,
    className: 'input',
    dir: 'auto',
    value,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(`${id}-count`, error && `${id}-error`),
  } as const;
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      <p className={`field__hint blog-count blog-count--${advice}`} id={`${id}-count`} data-testid={`${id}-count`}>
        <strong>{t('blog.editor.characters', { count: length })}</strong> · {adviceText}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SearchPreview({ values, slug }: { values: EditorValues; slug?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  const host = root?.origin ? root.origin.replace(/^https?:\/\//, '') : '';
  const title = values.meta_title.trim() || values.title.trim() || t('blog.editor.title');
  const text = values.meta_description.trim() || roughText(values.content).slice(0, 160);
  return (
    <figure className="blog-preview" aria-labelledby={id}>
      <figcaption id={id} className="muted">
        {t('blog.editor.preview')}
      </figcaption>
      <p className="blog-preview__url" dir="ltr">
        {host}/blogpages/{slug ?? '…'}
      </p>
      <p className="blog-preview__title" dir="auto">
        {title.length > 60 ? `${title.slice(0, 60)}…` : title}
      </p>
      <p className="blog-preview__text" dir="auto">
        {text.length > 160 ? `${text.slice(0, 160)}…` : text}
      </p>
    </figure>
  );
}
