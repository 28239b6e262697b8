import type { AgencyPublic, ProfileListingsAnswer } from '@estate/shared';
import { listSeparator } from '../../ui/bidi';
import { Link } from '../../lib/link';
import { ListPager } from '../../ui/list-pager';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ListingCardGrid, useCountryName } from '../../ui/listing/listing-card';
import { PhoneReveal } from '../../ui/phone-reveal';
import { UserAvatar } from '../../ui/user-avatar';
import { AgencyContactForm } from './agency-contact-form';
import { AgencyLogo, LicenceLine, useBrnText } from './agency-parts';
import './agencies.css';

/** `/agencies/<slug>?agent=&page=`: the agency's listings page `page`, of one agent or all. */
export function agencyListingsHref(slug: string, page: number, agent: number | null): string {
  const query = new URLSearchParams();
  if (agent) query.set('agent', String(agent));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/agencies/${slug}${search ? `?${search}` : ''}`;
}

/**
 * /agencies/{slug}: logo, name, licence line, contact buttons (the number masked until "Show number"), "12 for sale · 30 for rent", the
 * contact form, about, the public team (each to their profile) and the listings with a filter by
 * agent, server-rendered.
 */
export function AgencyPage({
  agency,
  listings,
  agent,
}: {
  agency: AgencyPublic;
  listings: ProfileListingsAnswer | null;
  agent: number | null;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const countryName = useCountryName();
  const locale = useLocale();
  const brnText = useBrnText();
  const withListings = agency.team.filter((member) => member.live_listings > 0 || member.id === agent);

  return (
    <div className="agency-page" data-testid="agency-page">
      <header className="container agency-hero">
        <AgencyLogo
          logo={agency.logo}
          name={agency.name_en}
          size={112}
          alt={t('agencies.form.logo_alt', { name: agency.name })}
        />
        <div className="agency-hero__who">
          <h1 dir="auto">{agency.name}</h1>
          <p className="muted">
            <bdi>{agency.city}</bdi>
            {listSeparator(locale)}
            {countryName(agency.country)}
          </p>
          <LicenceLine licence={agency.licence} />
          <p className="agency-hero__counts" data-testid="agency-counts">
            {t('agencies.public.counts', {
              sale: number(agency.counts.for_sale),
              rent: number(agency.counts.for_rent),
            })}
          </p>
        </div>
        <nav className="agency-hero__contact" aria-label={t('agencies.public.contact')}>
          {/* The number masked until "Show number" (issue 42): then Call and WhatsApp. */}
          {agency.phone_masked && (
            <PhoneReveal
              className="agency-hero__phone"
              masked={agency.phone_masked}
              target={{ agencySlug: agency.slug }}
              name={agency.name}
            />
          )}
          <a className="button button--ghost" href={`mailto:${agency.email}`}>
            {t('agencies.public.email')}
          </a>
          <a className="button button--ghost" href="#agency-contact">
            {t('agencies.contact.open')}
          </a>
          {agency.website && (
            <a
              className="button button--ghost"
              href={agency.website}
              rel="noopener noreferrer nofollow"
              target="_blank"
            >
              {t('agencies.public.website')}
            </a>
          )}
        </nav>
      </header>

      <div className="container agency-layout">
        <div>
          <section className="agency-page__section" aria-labelledby="agency-listings">
            <h2 id="agency-listings">{t('agencies.public.listings')}</h2>
            {withListings.length > 1 && (
              <nav className="agency-filter" aria-label={t('agencies.public.filter_label')}>
                <Link
                  className="agency-filter__chip"
                  to={agencyListingsHref(agency.slug, 1, null)}
                  aria-current={agent ? undefined : 'page'}
                  preventScrollReset
                >
                  {t('agencies.public.all_agents')}
                </Link>
                {withListings.map((member) => (
                  <Link
                    key={member.id}
                    className="agency-filter__chip"
                    to={agencyListingsHref(agency.slug, 1, member.id)}
                    aria-current={agent === member.id ? 'page' : undefined}
                    preventScrollReset
                  >
                    <bdi>{member.name}</bdi> <span className="muted">({number(member.live_listings)})</span>
                  </Link>
                ))}
              </nav>
            )}
            {!listings ? (
              <p className="form-error">{t('agencies.public.listings_error')}</p>
            ) : listings.results.length === 0 ? (
              <p className="muted">{t('agencies.public.no_listings')}</p>
            ) : (
              <>
                <ListingCardGrid listings={listings.results} eagerCount={2} />
                <ListPager
                  page={listings.page}
                  pages={listings.pages}
                  href={(page) => `${agencyListingsHref(agency.slug, page, agent)}#agency-listings`}
                />
              </>
            )}
          </section>
        </div>
        <aside className="agency-aside">
          <AgencyContactForm agency={agency} />
          {agency.about && (
            <section aria-labelledby="agency-about">
              <h2 id="agency-about">{t('agencies.public.about')}</h2>
              <p className="agency-about" dir="auto">
                {agency.about}
              </p>
            </section>
          )}
          <section aria-labelledby="agency-team" data-testid="agency-public-team">
            <h2 id="agency-team">{t('agencies.public.team')}</h2>
            {agency.team.length === 0 ? (
              <p className="muted">{t('agencies.public.team_empty')}</p>
            ) : (
              <ul className="agency-team-cards">
                {agency.team.map((member) => (
                  <li key={member.id}>
                    <Link className="agency-team-card" to={`/profile/${member.slug}`}>
                      <UserAvatar src={member.picture} name="" size={48} />
                      <span className="agency-team-card__text">
                        <strong>
                          <bdi>{member.name}</bdi>
                        </strong>
                        <span className="muted">{t(`agencies.roles.${member.role}`)}</span>
                        {member.brn && <span className="muted">{brnText(member.brn, member.brn_expires_on)}</span>}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
