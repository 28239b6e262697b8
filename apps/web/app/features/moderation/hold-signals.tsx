import type { AdminListingItem } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';

type Hold = NonNullable<AdminListingItem['holds']>[number];

/** Evidence values in words: numbers and text as they are, lists joined, a listing as its link's slug. */
function evidenceText(value: unknown): string {
  if (Array.isArray(value)) return value.map(evidenceText).join(', ');
  if (value && typeof value === 'object') {
    const item = value as Record<string, unknown>;
    return typeof item.slug === 'string' ? `/properties/${item.slug}` : JSON.stringify(item);
  }
  return String(value);
}

/**
 * Why the product held a listing (issue 42): the risk score at publish or the reports' weight, each
 * signal with its score and the evidence a moderator judges it by (never who reported).
 */
export function HoldSignals({ holds }: { holds: readonly Hold[] }) {
  const { t, tDynamic } = useTranslation();
  if (!holds.length) return null;
  return (
    <>
      {holds.map((hold) => (
        <div key={hold.kind} className="admin-note admin-hold" data-testid="hold-signals">
          <strong>{t(`admin.holds.${hold.kind}`, { score: hold.total_score })}</strong>
          <ul>
            {hold.signals.map((signal) => (
              <li key={signal.signal}>
                {tDynamic(
                  hold.kind === 'risk' ? `admin.risk_signals.${signal.signal}` : `admin.reasons.${signal.signal}`,
                )}{' '}
                <span className="badge">{t('admin.holds.signal_score', { score: signal.score })}</span>
                {Object.keys(signal.evidence).length > 0 && (
                  <span className="muted">
                    {' '}
                    {t('admin.holds.evidence')}:{' '}
                    <bdi>
                      {Object.entries(signal.evidence)
                        .map(
                          ([key, value]) =>
                            `${tDynamic(`admin.holds.evidence_keys.${key}`, { defaultValue: key })}: ${evidenceText(value)}`,
                        )
                        .join(' · ')}
                    </bdi>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
