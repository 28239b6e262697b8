import type { Executor } from '../../db/database.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { mailSendJob } from './mail-send-job.js';
import { devMailRoutes } from './mail.routes.js';
import { createMailer } from './mailer.js';
import { sentMailRecord } from './sent-mails.js';
import * as tables from './sent-mail.table.js';

function build({ config, jobs }: FeatureContext) {
  return {
    /** E-mail: SMTP_URL, or .eml files in DATA_DIR/mail. Sent by the 'mail.send' job. */
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.mailFrom, mailDir: config.mailDir }),
    /** Enqueues one e-mail inside `tx`: it is sent only if the transaction commits. */
    sendMail: <T extends object>(tx: Executor, mail: T) => jobs.send('mail.send', mail, { tx }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    mail: ReturnType<typeof build>;
  }
}

export const mailFeature = defineFeature({
  name: 'mail',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [devMailRoutes],
  jobs: ({ mailer }, { db, config }) => [
    mailSendJob({
      db,
      mailer,
      origin: config.publicOrigin,
      pauseAfterSendMs: config.NODE_ENV === 'production' ? 0 : config.MAIL_TEST_PAUSE_AFTER_SEND_MS,
    }),
    { name: 'mail.sent-sweep', cron: '17 4 * * *', run: () => sentMailRecord(db).sweep() },
  ],
  close: ({ mailer }) => mailer.close(),
});
