import { useId, type ReactNode } from 'react';
import { Breadcrumb } from '../../ui/breadcrumb';
import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { MethodologySection } from './methodology.server';
import styles from './methodology.module.css';

/**
 * A methodology page of issue 41 (how area prices are made, how the price check works): its
 * sections as the legal catalog writes them, then what the page adds (the check's accuracy table).
 */
export function MethodologyPage({
  title,
  intro,
  updated,
  sections,
  path,
  testId,
  children,
}: {
  title: string;
  intro: string;
  updated: string;
  sections: MethodologySection[];
  /** The page's own path, the breadcrumb's last step. */
  path: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article className={`container ${styles.page}`} aria-labelledby={id} data-testid={testId}>
      <Breadcrumb
        steps={[
          { name: t('nav.home'), path: '/' },
          { name: title, path },
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
          {section.link && (
            <p>
              <Link to={section.link.path}>{section.link.text}</Link>
            </p>
          )}
        </section>
      ))}
      {children}
    </article>
  );
}
