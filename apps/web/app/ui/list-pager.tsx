import { useTranslation } from '../lib/i18n/use-translation';
import { useFormat } from '../lib/i18n/use-format';
import { LinkPager } from './pager';

/**
 * Previous / "Page 2 of 5" / next, as links (rel=prev/next) built by `href`, in the common
 * words (`community.pager.*`): public profiles and demands.
 */
export function ListPager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const current = Math.min(page, pages);
  return (
    <LinkPager
      block="community-pager"
      page={current}
      pages={pages}
      href={href}
      texts={{
        label: t('community.pager.label'),
        previous: t('community.pager.previous'),
        next: t('community.pager.next'),
        status: t('community.pager.page_of', { page: number(current), pages: number(pages) }),
      }}
    />
  );
}
