import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { AdminSettings } from '@estate/shared';
import { adminKey, fetchAdmin, firstPagePath, send, useAdminAction } from './admin-api';
import { ActionResult } from './admin-parts';
import { ExchangeRatesSection } from './exchange-rates-section';
import { FinanceRulesSection } from './finance-rules-section';
import { FinanceSchemesSection } from './finance-schemes-section';

/**
 * Site settings: whether new listings wait for an administrator's approval; the exchange rates (issue
 * 39, U3); the finance rules and public schemes (issue 41).
 */
export function SettingsTab({ initial }: { initial: unknown }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery({
    queryKey: adminKey('list', firstPagePath('settings')),
    queryFn: () => fetchAdmin<AdminSettings>(firstPagePath('settings')),
    initialData: initial ? (initial as AdminSettings) : undefined,
    staleTime: 10_000,
  });
  const action = useAdminAction((body: AdminSettings) => send('PUT', '/api/admin/settings/', body));
  const on = query.data?.listings_require_approval ?? false;

  return (
    <div className="admin-section">
      <div className="admin-setting">
        <div>
          <p className="admin-form__title" id={`${id}-label`}>
            {t('admin.settings.approval')}
          </p>
          <p className="muted" id={`${id}-hint`}>
            {t('admin.settings.approval_hint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          className="admin-switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          disabled={!query.data || action.mutation.isPending}
          onClick={() =>
            action.mutation.mutate({
              vars: { listings_require_approval: !on },
              done: on ? 'admin.settings.approval_off_done' : 'admin.settings.approval_on_done',
            })
          }
          data-testid="approval-switch"
        >
          <span className="admin-switch__knob" aria-hidden="true" />
          <span className="admin-switch__text">{on ? t('admin.settings.on') : t('admin.settings.off')}</span>
        </button>
      </div>
      <ActionResult result={action.result} />
      <ExchangeRatesSection />
      <FinanceRulesSection />
      <FinanceSchemesSection />
    </div>
  );
}
