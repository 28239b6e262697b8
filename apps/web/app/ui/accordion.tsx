import { useId, useState } from 'react';

interface AccordionProps {
  items: { question: string; answer: string }[];
  /** The questions' heading level under the surrounding headings. */
  headingLevel: 'h2' | 'h3';
  className: string;
  testId: string;
  /** 'auto' for user-written text that may be in either direction. */
  dir?: 'auto';
}

/** WAI-ARIA accordion: each question is a button that expands its answer region. */
export function Accordion({ items, headingLevel: Heading, className, testId, dir }: AccordionProps) {
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
    <div className={className} data-testid={testId}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div className="accordion__item" key={index}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span dir={dir}>{item.question}</span>
                <svg className="accordion__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              <p dir={dir}>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
