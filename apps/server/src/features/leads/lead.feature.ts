import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import { recordAgencyContact } from './agency-contact.repository.js';
import { agentStatsRepository } from './agent-stats.repository.js';
import { agentTableRoutes } from './agent-table.routes.js';
import { agentTableService } from './agent-table.service.js';
import { leadFeedbackRepository } from './lead-feedback.repository.js';
import { leadFeedbackRoutes } from './lead-feedback.routes.js';
import { leadFeedbackService } from './lead-feedback.service.js';
import { leadRepository } from './lead.repository.js';
import { leadRoutes } from './lead.routes.js';
import { LEAD_REMINDER_JOB, leadService, type LeadReminderJob } from './lead.service.js';
import * as tables from './lead.table.js';
import * as revealTables from './contact-reveal.table.js';
import { dueReminderIds } from './reminder-sweep.js';
import { responsiveness } from './responsiveness.js';
import { callTrackingFor } from './call-tracking.js';
import { listerTrustOf } from './lister-trust.js';
import { phoneRevealRepository } from './phone-reveal.repository.js';
import { phoneRevealRoutes } from './phone-reveal.routes.js';
import { phoneRevealService } from './phone-reveal.service.js';

const dependsOn = ['mail', 'notifications'] as const;

function build(
  { db, jobs, rateLimit, config }: FeatureContext,
  { sendMail, notify }: ServicesOf<(typeof dependsOn)[number]>,
) {
  /** Response figures per member (the agency's "Agents" table, the profile's "Usually replies within"). */
  const agentStats = agentStatsRepository(db);
  // The lead inbox (issue 36): inquiries and chat messages about a listing become contacts of
  // leads in their own transactions; a reminder is a job that runs at its time.
  const leads = leadService({
    db,
    repo: leadRepository(db),
    scheduleReminder: (tx, job, at) => jobs.send(LEAD_REMINDER_JOB, job, { tx, startAfter: at }),
    sendMail,
    notify,
    audit: recordAdminAction,
    exportLimit: rateLimit({ keyPrefix: 'leads-export', points: 20, seconds: 3600 }),
  });
  return {
    leads,
    // "Did <agent> reply?" (issue 36, J3.6): asked a day after a WhatsApp or phone contact, once.
    leadFeedback: leadFeedbackService({ db, repo: leadFeedbackRepository(db), sendMail, notify }),
    agentTable: agentTableService({ db, stats: agentStats }),
    /** "Usually replies within" (features/follows: public profiles). */
    responsiveness: responsiveness(agentStats),
    /** A contact of an agency becomes a lead of one of its members (features/agencies). */
    recordAgencyContact,
    // Phone numbers on demand (issue 42, J8.1): reveals counted per browser, address and account,
    // the numbers from each market's call-tracking provider (CALL_TRACKING).
    phoneReveal: phoneRevealService({
      db,
      repo: phoneRevealRepository(db),
      limits: {
        device: config.PHONE_REVEALS_PER_DEVICE,
        address: config.PHONE_REVEALS_PER_ADDRESS,
        user: config.PHONE_REVEALS_PER_USER,
      },
      providerFor: callTrackingFor(config.CALL_TRACKING),
      recordListingLead: (tx, listingId, viewer) => leads.recordPhoneReveal(tx, listingId, viewer),
      recordAgencyLead: async (tx, contact) => {
        await recordAgencyContact(tx, {
          ...contact,
          phoneE164: null,
          phoneRaw: null,
          email: null,
          message: '',
          kind: 'phone_reveal',
        });
      },
    }),
    /**
     * What was checked about a listing's lister: its page's trust ticks (issue 42, J8.6), from the
     * figures the listing's detail statement read (lead-figures.query.ts listerTrustJson).
     */
    listerTrust: listerTrustOf,
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    leads: ReturnType<typeof build>;
  }
}

export const leadsFeature = defineFeature({
  name: 'leads',
  dependsOn,
  tables: [tables, revealTables],
  build,
  routes: [leadRoutes, agentTableRoutes, leadFeedbackRoutes, phoneRevealRoutes],
  jobs: ({ leads, leadFeedback }, { db }) => [
    { name: LEAD_REMINDER_JOB, run: (job: LeadReminderJob) => leads.deliverReminder(job) },
    {
      name: 'leads.reminders-due',
      cron: '* * * * *',
      run: async () => {
        for (const reminderId of await dueReminderIds(db)) await leads.deliverReminder({ reminderId, timeZone: 'UTC' });
      },
    },
    { name: 'leads.feedback-ask', cron: '*/10 * * * *', run: () => leadFeedback.askDue().then(() => {}) },
  ],
});
