import { useId } from 'react';
import { Breadcrumb } from '../../ui/breadcrumb';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { MethodologySection } from './methodology.server';
import styles from './methodology.module.css';

/** How the area pages' figures are made (issue 41): what counts, what is left out, what they cannot say. */
export function MethodologyPage({
  title,
  intro,
  updated,
  sections,
}: {
  title: string;
  intro: string;
  updated: string;
  sections: MethodologySection[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article className={`container ${styles.page}`} aria-labelledby={id} data-testid="area-methodology">
      <Breadcrumb
        steps={[
          { name: t('nav.home'), path: '/' },
          { name: t('areas.method.breadcrumb'), path: '/methodology/area-prices' },
        ]}
        label={t('areas.page.breadcrumb')}
      />
      <h1 id={id}>{title}</h1>
      <p className={styles.updated}>{updated}</p>
      <p className="lead">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
