import type { LeadDetail } from '@estate/shared';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChannelIcons } from './channel-icons';
import { LeadContactActions } from './lead-contact-actions';
import { dateTime } from './lead-format';

/** Who the person is, what they asked about, and the ways to answer them. */
export function LeadContact({
  lead,
  listingLeads,
}: {
  lead: LeadDetail;
  listingLeads: (listing: { id: number; title: string }) => { href: string; onClick: () => void };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="lead-section lead-contact">
      <dl className="lead-facts">
        {lead.phone && (
          <div>
            <dt>{t('leads.panel.phone')}</dt>
            <dd>
              <bdi dir="ltr">{lead.phone}</bdi>
            </dd>
          </div>
        )}
        {lead.email && (
          <div>
            <dt>{t('leads.panel.email')}</dt>
            <dd>
              <a href={`mailto:${lead.email}`} dir="ltr">
                {lead.email}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('leads.panel.channels')}</dt>
          <dd>
            <ChannelIcons channels={lead.channels} />
          </dd>
        </div>
        <div>
          <dt>{t('leads.panel.listings')}</dt>
          <dd>
            <ul className="lead-listings">
              {lead.listings.items.map((listing) => {
                const leads = listingLeads(listing);
                return (
                  <li key={listing.id}>
                    <Link to={`/properties/${listing.slug}`} dir="auto">
                      {listing.title}
                    </Link>{' '}
                    <span className="muted">#{listing.id}</span> ·{' '}
                    <Link to={leads.href} onClick={leads.onClick} preventScrollReset className="lead-listings__leads">
                      {t('leads.panel.listing_leads')}
                    </Link>
                  </li>
                );
              })}
              {lead.listings.count > lead.listings.items.length && (
                <li className="muted">{t('leads.inbox.untitled')}</li>
              )}
            </ul>
          </dd>
        </div>
        {lead.assignee && (
          <div>
            <dt>{t('leads.panel.assignee')}</dt>
            <dd>
              <bdi>{lead.assignee.name}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('leads.panel.first_contact')}</dt>
          <dd>
            <time dateTime={lead.first_contact_at}>{dateTime(lead.first_contact_at, locale)}</time>
          </dd>
        </div>
      </dl>
      {!lead.phone && !lead.email && lead.person_user_id && <p className="muted">{t('leads.panel.no_details')}</p>}
      <LeadContactActions lead={lead} />
    </section>
  );
}
