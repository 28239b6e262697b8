import { useTranslation } from '../../lib/i18n/use-translation';
import { useLike } from './use-like';

/** Heart toggle for a listing; guests are taken to log in. */
export function LikeButton({
  propertyId,
  className,
  showLabel = false,
}: {
  propertyId: number;
  className?: string;
  /** Show the text beside the heart (detail page); cards show the heart only. */
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const { liked, toggle, pending } = useLike(propertyId);
  const label = liked ? t('listing.unlike') : t('listing.like');
  return (
    <button
      type="button"
      className={['like-button', showLabel && 'like-button--labelled', className].filter(Boolean).join(' ')}
      aria-pressed={liked}
      aria-label={showLabel ? undefined : label}
      title={label}
      onClick={toggle}
      aria-busy={pending || undefined}
      data-testid="like-button"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d="M12 21s-7.5-4.6-9.7-9.2C.8 8.6 2.7 4.5 6.6 4.5c2.2 0 3.7 1.2 5.4 3.1 1.7-1.9 3.2-3.1 5.4-3.1 3.9 0 5.8 4.1 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {showLabel && <span>{label}</span>}
    </button>
  );
}
