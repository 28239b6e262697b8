import type { ProfileAgency } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AgencyLogo } from './agency-parts';
import './agent-agency.css';

/**
 * On an agent's public profile: their agency (logo and name, to its page). Their BRN is one of the
 * profile's trust ticks, with what it means (issue 42, J8.6).
 */
export function AgentAgency({ agency }: { agency: ProfileAgency }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (locale === 'ar' && agency.name_ar) || agency.name;
  return (
    <Link className="agent-agency" to={`/agencies/${agency.slug}`} data-testid="profile-agency">
      <AgencyLogo logo={agency.logo} name={agency.name} size={40} />
      <span className="agent-agency__name">{t('agencies.profile.member_of', { agency: isolate(name) })}</span>
    </Link>
  );
}
