import type { PhoneRevealAnswer } from '@estate/shared';

/**
 * Where a revealed number comes from (issue 42, J8.1; decision 0074). A call-tracking provider may
 * answer a virtual number that rings the lister and tells the lead inbox who called; `none` answers
 * the lister's own numbers. The provider is chosen per market (`CALL_TRACKING`), so one can be
 * added for a country without touching the pages or the reveal's rules (phone-reveal.service.ts).
 */
export interface CallTrackingProvider {
  readonly name: string;
  numberFor(request: CallTrackingRequest): Promise<PhoneRevealAnswer>;
}

/** What is being revealed, to whom, and the lister's own numbers. */
export interface CallTrackingRequest {
  /** The listing whose lister's number is shown, or the agency whose number is. */
  target: { kind: 'listing'; listingId: number; listerId: number } | { kind: 'agency'; agencyId: number };
  /** The market (ISO 3166 alpha-2): the listing's or agency's country. */
  country: string;
  /** The viewer's key as the reveal stores it (`user:<id>` or `device:<hash>`). */
  viewer: string;
  own: PhoneRevealAnswer;
}

/** No call tracking: the lister's own phone and WhatsApp. */
export const noCallTracking: CallTrackingProvider = {
  name: 'none',
  numberFor: async ({ own }) => own,
};

/** Every provider the server knows, by the name `CALL_TRACKING` gives. */
const PROVIDERS: Record<string, CallTrackingProvider> = { none: noCallTracking };

/**
 * The provider of each market from `CALL_TRACKING` (config/env.ts: `{ AE: 'none', '*': 'none' }`);
 * an unknown name stops the server at start-up with one clear line.
 */
export function callTrackingFor(setting: Record<string, string>): (country: string) => CallTrackingProvider {
  const chosen = new Map<string, CallTrackingProvider>();
  for (const [country, name] of Object.entries(setting)) {
    const provider = PROVIDERS[name];
    if (!provider) {
      throw new Error(
        `Invalid configuration: CALL_TRACKING names "${name}", which is not a provider (${Object.keys(PROVIDERS).join(', ')})`,
      );
    }
    chosen.set(country, provider);
  }
  const fallback = chosen.get('*') ?? noCallTracking;
  return (country) => chosen.get(country.toUpperCase()) ?? fallback;
}
