import type { ProfileAgency } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AgencyLogo, useBrnText } from './agency-parts';
import './agent-agency.css';

/** On an agent's public profile: their agency (logo and name, to its page) and "BRN 45678 · valid to 03/2027". */
export function AgentAgency({ agency }: { agency: ProfileAgency }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const brnText = useBrnText();
  const name = (locale === 'ar' && agency.name_ar) || agency.name;
  return (
    <Link className="agent-agency" to={`/agencies/${agency.slug}`} data-testid="profile-agency">
      <AgencyLogo logo={agency.logo} name={agency.name} size={40} />
      <span>
        <span className="agent-agency__name">{t('agencies.profile.member_of', { agency: isolate(name) })}</span>
        {agency.brn && <span className="agent-agency__brn">{brnText(agency.brn, agency.brn_expires_on)}</span>}
      </span>
    </Link>
  );
}
