import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { AdKind, AdListingOption, Profile } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { AdList, NoticeLine, type Notice } from './ad-list';
import { BannerForm, BlazingForm } from './ad-forms';
import { adsKeys, fetchCredits, fetchListingOptions, fetchMyAds } from './credits-api';
import { AwardSection } from './award-section';
import { FeatureDialog } from './feature-dialog';
import './credits.css';

/** Balance tiles, the listing quota and the ledger rows behind them. */
function CreditsSummary() {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const id = useId();
  const credits = useQuery({ queryKey: adsKeys.credits, queryFn: fetchCredits });
  if (credits.isPending) return <p className="muted">{t('ads.loading')}</p>;
  if (credits.isError) return null;
  const { balance, quota, entries } = credits.data;
  return (
    <section className="ads-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('ads.credits.title')}</h3>
      <dl className="ads-tiles" data-testid="credits-balance">
        <div>
          <dt>{t('ads.credits.available')}</dt>
          <dd>{number(balance.available)}</dd>
        </div>
        <div>
          <dt>{t('ads.credits.used')}</dt>
          <dd>{number(balance.used)}</dd>
        </div>
        <div>
          <dt>{t('ads.credits.total')}</dt>
          <dd>{number(balance.total)}</dd>
        </div>
        <div>
          <dt>{t('ads.credits.quota')}</dt>
          <dd className="ads-tiles__small">
            {t('ads.credits.quota_value', { used: number(quota.used), total: number(quota.total) })}
          </dd>
        </div>
      </dl>
      <details className="ads-history">
        <summary>{t('ads.credits.history')}</summary>
        {entries.length === 0 ? (
          <p className="muted">{t('ads.credits.history_empty')}</p>
        ) : (
          <div className="ads-table-wrap">
            <table className="ads-table">
              <thead>
                <tr>
                  <th scope="col">{t('ads.credits.col_date')}</th>
                  <th scope="col">{t('ads.credits.col_reason')}</th>
                  <th scope="col">{t('ads.credits.col_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{date(entry.created_at)}</td>
                    <td>{t(`ads.credits.reason.${entry.reason}`)}</td>
                    <td className={entry.amount < 0 ? 'ads-amount--spend' : 'ads-amount--grant'}>
                      <bdi>{`${entry.amount > 0 ? '+' : '−'}${number(Math.abs(entry.amount))}`}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </section>
  );
}

/** One kind of ad: heading, lead, the user's ads of that kind, and what buys a new one. */
function AdSection({
  kind,
  title,
  lead,
  empty,
  children,
}: {
  kind: AdKind;
  title: string;
  lead: string;
  empty: string;
  children: (onNotice: (n: Notice) => void) => React.ReactNode;
}) {
  const id = useId();
  const [notice, setNotice] = useState<Notice>();
  const mine = useQuery({ queryKey: adsKeys.mine, queryFn: fetchMyAds });
  return (
    <section className="ads-section" aria-labelledby={`${id}-heading`} data-testid={`ads-section-${kind}`}>
      <h3 id={`${id}-heading`}>{title}</h3>
      <p className="muted">{lead}</p>
      <NoticeLine notice={notice} />
      {mine.data && <AdList ads={mine.data.filter((ad) => ad.kind === kind)} empty={empty} onNotice={setNotice} />}
      {children(setNotice)}
    </section>
  );
}

/** Pick one of the user's live, unfeatured listings and open the feature dialog for it. */
function FeaturePicker({ listings }: { listings: AdListingOption[] }) {
  const { t } = useTranslation();
  const id = useId();
  const choices = listings.filter((l) => !l.is_featured);
  const [chosen, setChosen] = useState<number>();
  const [open, setOpen] = useState<AdListingOption>();
  if (choices.length === 0) {
    return (
      <p>
        <Link to="/dashboard?tab=listings">{t('ads.tab.go_listings')}</Link>
      </p>
    );
  }
  return (
    <div className="ads-form ads-form--inline">
      <div className="field">
        <label htmlFor={`${id}-listing`}>{t('ads.blazing.listing')}</label>
        <select
          id={`${id}-listing`}
          className="input"
          value={chosen ?? choices[0]!.id}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {choices.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button"
        onClick={() => setOpen(choices.find((l) => l.id === (chosen ?? choices[0]!.id)))}
      >
        {t('ads.feature.confirm_plain')}
      </button>
      {open && <FeatureDialog listing={open} onClose={() => setOpen(undefined)} />}
    </div>
  );
}

/** Dashboard tab "awards" (spec: "Awards area: feature ads, banner ads, blazing deals, awards"). */
export function AwardsTab(_props: { user: Profile }) {
  const { t } = useTranslation();
  const mine = useQuery({ queryKey: adsKeys.mine, queryFn: fetchMyAds });
  const options = useQuery({ queryKey: [...adsKeys.all, 'listings'], queryFn: fetchListingOptions });
  return (
    <div className="ads-tab">
      <p className="lead">{t('dashboard.tabs.awards.lead')}</p>
      {(mine.isError || options.isError) && (
        <p className="field__error" role="alert">
          {t('ads.tab.load_failed')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              void mine.refetch();
              void options.refetch();
            }}
          >
            {t('ads.tab.retry')}
          </button>
        </p>
      )}
      <CreditsSummary />
      <AdSection
        kind="feature"
        title={t('ads.tab.feature_ads')}
        lead={t('ads.tab.feature_ads_lead')}
        empty={t('ads.tab.feature_ads_empty')}
      >
        {() => options.data && <FeaturePicker listings={options.data} />}
      </AdSection>
      <AdSection
        kind="banner"
        title={t('ads.tab.banner_ads')}
        lead={t('ads.tab.banner_ads_lead')}
        empty={t('ads.tab.banner_ads_empty')}
      >
        {(onNotice) => <BannerForm onNotice={onNotice} />}
      </AdSection>
      <AdSection
        kind="blazing"
        title={t('ads.tab.blazing_deals')}
        lead={t('ads.tab.blazing_deals_lead')}
        empty={t('ads.tab.blazing_deals_empty')}
      >
        {(onNotice) => options.data && <BlazingForm listings={options.data} onNotice={onNotice} />}
      </AdSection>
      <AwardSection />
    </div>
  );
}
