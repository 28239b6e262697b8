import type { LeadChannel } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';

/** One outline path per channel, 24 × 24; none points a direction, so none is mirrored in Arabic. */
const PATHS: Record<LeadChannel, string> = {
  // A form: a sheet with lines.
  form: 'M6 3h9l3 3v15H6z M9 9h6 M9 13h6 M9 17h4',
  // A speech bubble.
  chat: 'M4 5h16v11H9l-5 4z',
  // A round bubble with a tail.
  whatsapp: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z M9 8.5c0 3.5 3 6.5 6.5 6.5',
  // A handset.
  phone: 'M6 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
  // A bubble with dots.
  sms: 'M4 5h16v11H9l-5 4z M8 10.5h.01 M12 10.5h.01 M16 10.5h.01',
  // An envelope.
  email: 'M3 6h18v12H3z M3 6l9 7 9-7',
};

/** The channels a person used, as icons named for screen readers and on hover. */
export function ChannelIcons({ channels }: { channels: readonly LeadChannel[] }) {
  const { t } = useTranslation();
  return (
    <ul className="lead-channels">
      {channels.map((channel) => (
        <li key={channel} className={`lead-channel lead-channel--${channel}`} title={t(`leads.channels.${channel}`)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d={PATHS[channel]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">{t(`leads.channels.${channel}`)}</span>
        </li>
      ))}
    </ul>
  );
}
