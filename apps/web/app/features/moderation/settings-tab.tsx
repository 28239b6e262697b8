import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { api, type BodyOf } from '../../lib/api/api-client';
import { useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { ActionResult, useAdminRead } from './admin-parts';
import { FIRST_READS, type FirstPages } from './admin-reads';
import { ExchangeRatesSection } from './exchange-rates-section';
import { FinanceRulesSection } from './finance-rules-section';
import { FinanceSchemesSection } from './finance-schemes-section';

/**
 * Site settings: whether new listings wait for an administrator's approval; the exchange rates (issue
 * 39, U3); the finance rules and public schemes (issue 41).
 */
export function SettingsTab({ initial }: { initial?: FirstPages['settings'] }) {
  const { t } = useTranslation();
  const id = useId();
  // The settings are one read: the tab's first is its only one.
  const query = useAdminRead(FIRST_READS.settings, FIRST_READS.settings, initial);
  const action = useAdminAction((body: BodyOf<typeof adminOps.settings.save>) => api(adminOps.settings.save, { body }));
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
