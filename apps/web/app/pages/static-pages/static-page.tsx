import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { STATIC_PAGES } from '@estate/shared';
import { FaqAccordion } from './faq-accordion';
import type { StaticPageContent } from './static-page.server';

export function StaticPage({ content }: { content: StaticPageContent }) {
  const { t } = useTranslation();
  return (
    <div className="container static-page">
      <aside className="static-page__nav">
        <nav aria-label={t('footer.info_links')}>
          <ul>
            {STATIC_PAGES.map((page) => (
              <li key={page.key}>
                <Link to={page.path} aria-current={page.key === content.key ? 'page' : undefined}>
                  {t(`static_pages.${page.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <article className="static-page__body">
        <h1>{content.title}</h1>
        <p className="muted">{content.updated}</p>
        <p className="lead">{content.intro}</p>
        {content.questions && <FaqAccordion questions={content.questions} />}
        {content.sections?.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
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
    </div>
  );
}
