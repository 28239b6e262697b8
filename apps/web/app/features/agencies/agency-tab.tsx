import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyAgencyAnswer, Profile } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { agenciesApi, agencyKeys } from './agencies-api';
import { AgencyForm } from './agency-form';
import { AgencyOffice } from './agency-office';
import './agencies.css';

/** What the dashboard's loader fetched for the first paint (the dashboard's `InitialData`). */
interface Seed {
  key: string;
  data: unknown;
  at: number;
}

/**
 * Dashboard tab "agency" (issue 36): without an agency, the form to create one; with one, its
 * card, quota, team, invitations and the member's own actions, as their role allows.
 */
export function AgencyTab({ user, initial }: { user: Profile; initial?: Seed }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const seed = initial?.key === JSON.stringify(agencyKeys.mine) ? initial : undefined;
  const query = useQuery({
    queryKey: agencyKeys.mine,
    queryFn: agenciesApi.mine,
    initialData: seed?.data as MyAgencyAnswer | undefined,
    initialDataUpdatedAt: seed?.at,
    retry: false,
  });
  const [notice, setNotice] = useState<string>();
  const show = (answer: MyAgencyAnswer, message?: string) => {
    client.setQueryData(agencyKeys.mine, answer);
    setNotice(message);
  };

  if (query.isPending) {
    return (
      <p className="muted" aria-busy="true">
        {t('agencies.tab.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="agency-empty" role="alert">
        <h3>{t('agencies.tab.load_failed')}</h3>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }
  const answer = query.data;
  return (
    <div className="agency-tab" data-testid="agency-tab">
      <p className="agency-tab__notice" role="status">
        {notice ?? ''}
      </p>
      {answer.agency ? (
        <AgencyOffice answer={answer} agency={answer.agency} me={user} onChange={show} />
      ) : (
        <section className="agency-create" aria-labelledby="agency-create-title">
          <h3 id="agency-create-title">{t('agencies.tab.none_title')}</h3>
          <p className="muted">{t('agencies.tab.none_text')}</p>
          <p className="muted">{t('agencies.tab.none_invited')}</p>
          <AgencyForm onSaved={(created) => show(created, t('agencies.form.saved'))} />
        </section>
      )}
    </div>
  );
}
