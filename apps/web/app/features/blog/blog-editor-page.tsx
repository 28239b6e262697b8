import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useRouteLoaderData } from 'react-router';
import { Link, useNavigate } from '../../ui/link';
import {
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  blogInputSchema,
  blogPath,
  blogUpdateSchema,
  lengthAdvice,
  META_DESCRIPTION_RANGE,
  META_TITLE_RANGE,
  roughText,
  splitTags,
  type BlogCategory,
  type BlogDetail,
  type BlogPostAnswer,
} from '@estate/shared';
import { apiFetch, ApiRequestError } from '../api/api-client';
import { useFormat } from '../i18n/use-format';
import { checkBlogImage, uploadBlogImage } from './blog-upload';
import { useDraftAutosave } from './draft-autosave';
import { clearDraft, draftKey, EMPTY_VALUES, isChanged, loadDraft, valuesOf, type EditorValues } from './editor-draft';
import { fieldErrors, payloadOf } from './editor-payload';
import { RichTextEditor } from './rich-text-editor';
import './blog.css';

type Errors = Record<string, string>;

/** Field order, to focus the first one with an error. */
const FIELD_ORDER = [
  'title',
  'content',
  'featured_image',
  'categories',
  'tags',
  'faqs',
  'catalog_link',
  'meta_title',
  'meta_description',
];

export function BlogEditorPage({ userId, post }: { userId: number; post: BlogDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useRef(post ? valuesOf(post) : EMPTY_VALUES).current;
  const key = draftKey(userId, post?.id);
  const [values, setValues] = useState<EditorValues>(start);
  const [editorKey, setEditorKey] = useState(0);
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const drafts = useDraftAutosave(key, values, start);

  // A draft saved earlier in this browser comes back (after hydration: storage is browser-only).
  useEffect(() => {
    const draft = loadDraft(key);
    if (draft && isChanged(draft, start)) {
      setValues(draft);
      setEditorKey((k) => k + 1);
      setRestored(true);
    }
  }, [key, start]);

  const set = useCallback(<K extends keyof EditorValues>(name: K, value: EditorValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const discardDraft = () => {
    clearDraft(key);
    setValues(start);
    setEditorKey((k) => k + 1);
    setRestored(false);
    setErrors({});
  };

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      post
        ? apiFetch<BlogPostAnswer>(`/api/blogs/${post.id}/`, { method: 'PATCH', body })
        : apiFetch<BlogPostAnswer>('/api/blogs/', { body }),
    onSuccess: async ({ post: saved }) => {
      // The waiting write is cancelled and none follows (not the timer, not leaving the page).
      drafts.close();
      clearDraft(key);
      await queryClient.invalidateQueries({ queryKey: ['blogs', 'mine'] });
      await navigate(blogPath(saved.slug));
    },
    onError: (failure) => {
      if (failure instanceof ApiRequestError && Object.keys(failure.fields).length) {
        showErrors(failure.fields);
      } else if (failure instanceof ApiRequestError && failure.status === 429) {
        setFormError('blog.errors.too_fast');
      } else {
        setFormError(
          failure instanceof ApiRequestError && failure.code === 'invalid_upload'
            ? 'blog.errors.image_invalid'
            : 'blog.editor.failed',
        );
      }
    },
  });

  const showErrors = (found: Errors) => {
    setErrors(found);
    setFormError('blog.editor.errors_summary');
    const first = FIELD_ORDER.find((name) => Object.keys(found).some((k) => k === name || k.startsWith(`${name}.`)));
    requestAnimationFrame(() => {
      const target = formRef.current?.querySelector<HTMLElement>(
        `[data-field="${first}"] [aria-invalid="true"], [data-field="${first}"] input, [data-field="${first}"] [contenteditable]`,
      );
      target?.focus();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || uploading) return;
    const body = payloadOf(values, post);
    const parsed = (post ? blogUpdateSchema : blogInputSchema).safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    // An edit may leave fields out, so it needs the create rules for what must be there.
    if (post && parsed.success) {
      const full = blogInputSchema.safeParse(body);
      if (!full.success) Object.assign(found, fieldErrors(full.error.issues));
    }
    if (Object.keys(found).length) return showErrors(found);
    setFormError(undefined);
    save.mutate(body);
  };

  const pageTitle = post ? t('blog.editor.title_edit') : t('blog.editor.title_new');

  return (
    <div className="container blog-editor">
      <header className="blog-editor__head">
        <h1>{pageTitle}</h1>
        <p className="muted">{t('blog.editor.lead')}</p>
      </header>
      {restored && (
        <p className="notice blog-editor__draft" role="status">
          {t('blog.editor.draft_restored')}{' '}
          <button type="button" className="link-button" onClick={discardDraft}>
            {t('blog.editor.draft_discard')}
          </button>
        </p>
      )}
      <form ref={formRef} className="blog-editor__form" onSubmit={onSubmit} noValidate data-testid="blog-editor">
        {formError && (
          <p className="form-error" role="alert">
            {t(formError)}
          </p>
        )}

        <section className="panel blog-editor__section" aria-labelledby="be-post">
          <h2 id="be-post">{t('blog.editor.section_post')}</h2>
          <TextField
            name="title"
            label={t('blog.editor.title')}
            value={values.title}
            onChange={(v) => set('title', v)}
            error={errors.title}
            maxLength={BLOG_LIMITS.titleMax}
            required
          />
          <ContentField
            key={editorKey}
            initial={values.content}
            onChange={(html) => set('content', html)}
            error={errors.content}
          />
        </section>

        <section className="panel blog-editor__section" aria-labelledby="be-image">
          <h2 id="be-image">{t('blog.editor.section_image')}</h2>
          <ImageField
            value={values.featured}
            onChange={(featured) => set('featured', featured)}
            error={errors.featured_image}
            onUploading={setUploading}
          />
        </section>

        <section className="panel blog-editor__section" aria-labelledby="be-topics">
          <h2 id="be-topics">{t('blog.editor.section_topics')}</h2>
          <CategoriesField value={values.categories} onChange={(v) => set('categories', v)} error={errors.categories} />
          <TagsField value={values.tags} onChange={(v) => set('tags', v)} error={errors.tags} />
        </section>

        <section className="panel blog-editor__section" aria-labelledby="be-faqs">
          <h2 id="be-faqs">{t('blog.editor.section_faqs')}</h2>
          <FaqsField
            value={values.faqs}
            onChange={(v) => {
              set('faqs', v);
              setErrors((current) =>
                Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith('faqs'))),
              );
            }}
            errors={errors}
          />
        </section>

        <section className="panel blog-editor__section" aria-labelledby="be-more">
          <h2 id="be-more">{t('blog.editor.section_more')}</h2>
          <TextField
            name="catalog_link"
            label={t('blog.editor.catalog_link')}
            hint={t('blog.editor.catalog_hint')}
            value={values.catalog_link}
            onChange={(v) => set('catalog_link', v)}
            error={errors.catalog_link}
            type="url"
            dir="ltr"
            maxLength={BLOG_LIMITS.catalogLinkMax}
            placeholder="https://"
          />
        </section>

        <section className="panel blog-editor__section" aria-labelledby="be-seo">
          <h2 id="be-seo">{t('blog.editor.section_seo')}</h2>
          <MetaField
            name="meta_title"
            label={t('blog.editor.meta_title')}
            value={values.meta_title}
            onChange={(v) => set('meta_title', v)}
            error={errors.meta_title}
            range={META_TITLE_RANGE}
            emptyAdvice="blog.editor.advice.title_empty"
            max={BLOG_LIMITS.metaTitleMax}
          />
          <MetaField
            name="meta_description"
            label={t('blog.editor.meta_description')}
            value={values.meta_description}
            onChange={(v) => set('meta_description', v)}
            error={errors.meta_description}
            range={META_DESCRIPTION_RANGE}
            emptyAdvice="blog.editor.advice.description_empty"
            max={BLOG_LIMITS.metaDescriptionMax}
            multiline
          />
          <SearchPreview values={values} slug={post?.slug} />
        </section>

        <div className="blog-editor__submit">
          <p className="muted">{t('blog.editor.draft_note')}</p>
          <div className="blog-actions">
            <Link className="button button--ghost" to={post ? blogPath(post.slug) : '/blogpages'}>
              {t('blog.editor.cancel')}
            </Link>
            <button
              type="submit"
              className="button button--large"
              disabled={save.isPending || uploading}
              data-testid="blog-publish"
            >
              {post
                ? save.isPending
                  ? t('blog.editor.saving')
                  : t('blog.editor.save')
                : save.isPending
                  ? t('blog.editor.publishing')
                  : t('blog.editor.publish')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {t(error)}
    </p>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function TextField({
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

function ContentField({
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

function ImageField({
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
function readSize(file: File): Promise<{ width: number; height: number }> {
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

function CategoriesField({
  value,
  onChange,
  error,
}: {
  value: BlogCategory[];
  onChange: (value: BlogCategory[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const full = value.length >= BLOG_LIMITS.categoriesMax;
  return (
    <fieldset
      className="blog-fieldset"
      data-field="categories"
      aria-describedby={describedBy('blog-categories-hint', error && 'blog-categories-error')}
    >
      <legend>{t('blog.editor.categories')}</legend>
      <p className="field__hint" id="blog-categories-hint">
        {t('blog.editor.categories_hint')}
      </p>
      <div className="blog-checks">
        {BLOG_CATEGORIES.map((category) => {
          const checked = value.includes(category);
          return (
            <label key={category} className={`blog-check${checked ? ' is-checked' : ''}`}>
              <input
                type="checkbox"
                name="categories"
                value={category}
                checked={checked}
                disabled={!checked && full}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(checked ? value.filter((c) => c !== category) : [...value, category])}
              />
              {t(`blog.categories.${category}`)}
            </label>
          );
        })}
      </div>
      <FieldError id="blog-categories-error" error={error} />
    </fieldset>
  );
}

function TagsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  const commit = () => {
    const added = splitTags(text);
    if (!added.length) return;
    if (added.some((tag) => tag.length > BLOG_LIMITS.tagMax)) return setProblem('blog.errors.tag_too_long');
    const next = [...new Set([...value, ...added])];
    if (next.length > BLOG_LIMITS.tagsMax) return setProblem('blog.errors.too_many_tags');
    setProblem(undefined);
    setText('');
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === '،') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const shown = problem ?? error;
  return (
    <div className="field" data-field="tags">
      <label htmlFor="blog-tags">{t('blog.editor.tags')}</label>
      {value.length > 0 && (
        <ul className="blog-tags blog-tags--editable">
          {value.map((tag) => (
            <li key={tag} className="blog-tag blog-tag--chip">
              <span dir="auto">#{tag}</span>
              <button
                type="button"
                className="blog-tag__remove"
                aria-label={t('blog.editor.tag_remove', { tag })}
                onClick={() => onChange(value.filter((v) => v !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="blog-inline">
        <input
          id="blog-tags"
          className="input"
          value={text}
          dir="auto"
          placeholder={t('blog.editor.tag_input')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy('blog-tags-hint', shown && 'blog-tags-error')}
          disabled={value.length >= BLOG_LIMITS.tagsMax && !text}
        />
        <button type="button" className="button button--ghost" onClick={commit}>
          {t('blog.editor.tag_add')}
        </button>
      </div>
      <p className="field__hint" id="blog-tags-hint">
        {t('blog.editor.tags_hint')}
      </p>
      <FieldError id="blog-tags-error" error={shown} />
    </div>
  );
}

function FaqsField({
  value,
  onChange,
  errors,
}: {
  value: EditorValues['faqs'];
  onChange: (value: EditorValues['faqs']) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const update = (index: number, part: 'question' | 'answer', text: string) =>
    onChange(value.map((item, i) => (i === index ? { ...item, [part]: text } : item)));
  const add = () => {
    onChange([...value, { question: '', answer: '' }]);
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  return (
    <div className="blog-faq-editor" data-field="faqs">
      <p className="field__hint">{t('blog.editor.faqs_hint')}</p>
      {value.length > 0 && (
        <ol className="blog-faq-editor__list" ref={list}>
          {value.map((item, index) => {
            const n = index + 1;
            const q = errors[`faqs.${index}.question`];
            const a = errors[`faqs.${index}.answer`];
            return (
              <li key={index} className="blog-faq-editor__row">
                <div className="field">
                  <label htmlFor={`blog-faq-q-${index}`}>{t('blog.editor.faq_question', { n })}</label>
                  <input
                    id={`blog-faq-q-${index}`}
                    className="input"
                    dir="auto"
                    value={item.question}
                    maxLength={BLOG_LIMITS.questionMax}
                    onChange={(event) => update(index, 'question', event.target.value)}
                    aria-invalid={q ? true : undefined}
                    aria-describedby={q ? `blog-faq-q-${index}-error` : undefined}
                  />
                  <FieldError id={`blog-faq-q-${index}-error`} error={q} />
                </div>
                <div className="field">
                  <label htmlFor={`blog-faq-a-${index}`}>{t('blog.editor.faq_answer', { n })}</label>
                  <textarea
                    id={`blog-faq-a-${index}`}
                    className="input"
                    dir="auto"
                    rows={3}
                    value={item.answer}
                    maxLength={BLOG_LIMITS.answerMax}
                    onChange={(event) => update(index, 'answer', event.target.value)}
                    aria-invalid={a ? true : undefined}
                    aria-describedby={a ? `blog-faq-a-${index}-error` : undefined}
                  />
                  <FieldError id={`blog-faq-a-${index}-error`} error={a} />
                </div>
                <button
                  type="button"
                  className="link-button blog-danger"
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('blog.editor.faq_remove', { n })}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id="blog-faqs-error" error={errors.faqs} />
      {value.length < BLOG_LIMITS.faqsMax && (
        <button type="button" className="button button--ghost" onClick={add}>
          + {t('blog.editor.faq_add')}
        </button>
      )}
    </div>
  );
}

function MetaField({
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
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = `blog-${name}`;
  const length = [...value.trim()].length;
  const advice = lengthAdvice(length, range);
  const adviceText =
    advice === 'empty'
      ? t(emptyAdvice, { min: number(range.min), max: number(range.max) })
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

function SearchPreview({ values, slug }: { values: EditorValues; slug?: string }) {
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
