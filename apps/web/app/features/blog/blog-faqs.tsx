import { useId, useState } from 'react';
import type { BlogFaq } from '@estate/shared';

/**
 * WAI-ARIA accordion of a post's questions (the static FAQ page's pattern, with h3 questions
 * under the section's h2). Each question is a button that expands its answer region.
 */
export function BlogFaqs({ faqs }: { faqs: BlogFaq[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="accordion blog-faqs" data-testid="blog-faqs">
      {faqs.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div className="accordion__item" key={index}>
            <h3 className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span dir="auto">{item.question}</span>
                <svg className="accordion__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              <p dir="auto">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
