/** The blog editor's questions and answers, shown as the post's FAQ. */
import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BLOG_LIMITS } from '@estate/shared';
import { type EditorValues } from './editor-draft';
import { FieldError } from './editor-fields';

type Errors = Record<string, string>;

export function FaqsField({
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
