import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from '../../lib/link';
import {
  BLOG_LIMITS,
  blogInputSchema,
  blogPath,
  blogUpdateSchema,
  META_DESCRIPTION_RANGE,
  META_TITLE_RANGE,
  type BlogDetail,
} from '@estate/shared';
import { api, ApiRequestError, type BodyOf } from '../../lib/api/api-client';
import { blogOps } from './blog-api';
import { useDraftAutosave } from './draft-autosave';
import { clearDraft, draftKey, EMPTY_VALUES, isChanged, loadDraft, valuesOf, type EditorValues } from './editor-draft';
import { fieldErrors, payloadOf } from './editor-payload';
import { TextField, ContentField, MetaField, SearchPreview } from './editor-fields';
import { ImageField } from './editor-image-field';
import { CategoriesField, TagsField } from './editor-taxonomy-fields';
import { FaqsField } from './editor-faqs-field';
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
  const { t, tDynamic } = useTranslation();
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
      // The form's fields; the server checks them.
      post
        ? api(blogOps.update, { params: { id: post.id }, body: body as BodyOf<typeof blogOps.update> })
        : api(blogOps.create, { body: body as BodyOf<typeof blogOps.create> }),
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
            {tDynamic(formError)}
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
