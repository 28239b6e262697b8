import { Accordion } from '../../ui/accordion';

/** The static FAQ page's questions, as an accordion with h2 questions. */
export function FaqAccordion({ questions }: { questions: { q: string; a: string }[] }) {
  return (
    <Accordion
      items={questions.map(({ q, a }) => ({ question: q, answer: a }))}
      headingLevel="h2"
      className="accordion"
      testId="faq"
    />
  );
}
