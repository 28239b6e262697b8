/** The blog editor's categories (chosen from the list) and tags (typed, split on commas). */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BLOG_CATEGORIES, BLOG_LIMITS, splitTags, type BlogCategory } from '@estate/shared';
import { describedBy, FieldError } from './editor-fields';

export function CategoriesField({
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

export function TagsField({
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
