import type { SocietyNotice as Notice } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import './society-notice.css';

/**
 * The listing page's red notice (issue 37, J2.7): the listing's area matches a society a
 * development authority lists as illegal, and a moderator confirmed the match.
 */
/** Where the name goes in the translated sentence (an invisible separator, never in a catalog). */
const NAME_MARK = '\u2063';

export function SocietyNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const authority = notice.authority;
  // The society's name set apart (its own direction inside the sentence), without <Trans>, which
  // would add its code to the listing page's first JavaScript.
  const [before = '', after = ''] = t('societies.notice.society', { name: NAME_MARK })
    .replace(/<\/?name>/g, '')
    .split(NAME_MARK);
  return (
    <div className="society-notice" role="note" data-testid="society-notice">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="society-notice__icon">
        <path d="M12 3 2 21h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v5M12 18v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div>
        <p className="society-notice__text">
          {t('societies.notice.text', { authority, date: date(notice.list_date) })}
        </p>
        <p className="society-notice__detail">
          {before}
          <bdi>{notice.society}</bdi>
          {after}
          {notice.sample && <> {t('societies.notice.sample', { authority })}</>}
        </p>
      </div>
    </div>
  );
}
