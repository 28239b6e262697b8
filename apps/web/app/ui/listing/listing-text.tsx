import { listingTextIn, type ListingLanguage, type ListingTexts, type ShownListingText } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * A listing's title and description in the page's language (issue 39, M4): the lister's version
 * in it when there is one, otherwise the main text marked with its own language.
 */
export function useListingText(listing: ListingTexts): ShownListingText {
  return listingTextIn(listing, useLocale());
}

/** The small "Written in English" beside a text shown in the other language than the page's. */
export function WrittenIn({ lang, className }: { lang: ListingLanguage; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={['written-in', className].filter(Boolean).join(' ')} data-testid="written-in">
      {t(`listing.written_in.${lang}`)}
    </span>
  );
}
