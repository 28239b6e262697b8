import type { SearchAnswer } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';

/** "1,234 properties", "1,000+ properties" or, for a keyword in very many listings, "About 240,000 properties". */
export function useResultCount() {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (answer: Pick<SearchAnswer, 'count' | 'count_capped' | 'count_estimated'>) =>
    answer.count_estimated
      ? t('search.count_estimated', { n: number(answer.count) })
      : answer.count_capped
        ? t('search.count_capped', { n: number(answer.count) })
        : t('search.count', { count: answer.count, n: number(answer.count) });
}
