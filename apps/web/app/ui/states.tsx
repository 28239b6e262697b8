import { useId, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import './states.css';

/** A load failure: an error title, what to do, and a retry button that refetches. */
export function LoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="load-error" role="alert" aria-labelledby={id}>
      <h3 id={id} className="load-error__title">
        {title}
      </h3>
      <p className="muted">{t('common.load_error_text')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('common.loading') : t('common.retry')}
      </button>
    </div>
  );
}

/** Grey blocks in the shape of what is loading; screen readers hear "Loading". */
export function Skeleton({ rows = 3, className = '' }: { rows?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton ${className}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Nothing here yet: a title, a line on what would be here, and the action that adds it. */
export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <svg className="empty-state__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path
          d="M8 22 24 9l16 13v17a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z M19 41V29h10v12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <h3 className="empty-state__title">{title}</h3>
      {text && <p className="muted">{text}</p>}
      {action}
    </div>
  );
}
