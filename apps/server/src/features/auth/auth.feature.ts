import type { Locale } from '@estate/shared';
import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { authRoutes } from './auth.routes.js';
import { authService } from './auth.service.js';
import { emailFlows as createEmailFlows } from './email-flows.service.js';
import { emailTokenRepository } from './email-token.repository.js';
import * as tables from './email-token.table.js';
import { createLoginThrottle } from './login-throttle.js';
import { createSessionMemo } from './session-memo.js';
import { sessionRepository } from './session.repository.js';
import { trustedDeviceRepository } from './trusted-device.repository.js';

const dependsOn = ['users', 'realtime', 'mail', 'credits'] as const;
type Deps = ServicesOf<(typeof dependsOn)[number]>;

function build({ db, config, redis, rateLimit, jobs }: FeatureContext, deps: Deps) {
  const { realtime, usersIn } = deps;
  const users = deps.repositories.users;
  /** Who is asking, kept for a few seconds; every process hears the database's change notices (attach). */
  const sessionMemo = createSessionMemo({ seconds: config.sessionMemoSeconds });
  // A session that ends takes its real-time connections with it, in every app process, and this
  // process forgets it at once (the others when the database's notice reaches them).
  const sessions = sessionRepository(db, (ended) => {
    for (const userId of ended.userIds) sessionMemo.forgetUser(userId);
    realtime.endSessions(ended.sessionIds);
  });
  const emailFlows = createEmailFlows({
    db,
    users: usersIn,
    tokens: emailTokenRepository(db),
    sessions,
    sendMail: deps.sendMail,
    queueResetRequest: (tx, request) => jobs.send('password-reset.request', request, { tx }),
    grantSignupCredits: deps.grantSignupCredits,
    supportEmail: config.SUPPORT_EMAIL,
  });
  const throttle = createLoginThrottle({
    maxPerIp: config.LOGIN_MAX_PER_IP,
    registrationsPerIp: config.REGISTER_MAX_PER_IP,
    maxPerAccount: config.LOGIN_MAX_PER_ACCOUNT,
    windowSeconds: config.LOGIN_WINDOW_SECONDS,
    redis,
  });
  return {
    repositories: { sessions },
    sessionMemo,
    emailFlows,
    auth: authService({
      users,
      usersIn,
      db,
      flows: emailFlows,
      attemptMails: rateLimit({ keyPrefix: 'register-attempt-mail', points: 3, seconds: 3600 }),
      pauseNotices: rateLimit({ keyPrefix: 'login-pause-notice', points: 1, seconds: 6 * 3600 }),
      sessions,
      memo: sessionMemo,
      throttle,
      devices: trustedDeviceRepository(db),
      sessionDays: config.SESSION_DAYS,
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    auth: ReturnType<typeof build>;
  }
}

/** Sign-up, sign-in, sessions, e-mail links (verification, password reset, address change). */
export const authFeature = defineFeature({
  name: 'auth',
  dependsOn,
  tables: [tables],
  build,
  routes: [authRoutes],
  jobs: ({ emailFlows, repositories }) => [
    {
      name: 'password-reset.request',
      run: (request: { email: string; locale: Locale }) => emailFlows.handleResetRequest(request),
    },
    { name: 'sessions.sweep', cron: '7 */6 * * *', run: () => repositories.sessions.deleteExpired().then(() => {}) },
  ],
  attach(app, { sessionMemo }) {
    // Every process hears the database's notice that a user or their sessions changed (session-memo.ts).
    let stopHearing: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      if (!sessionMemo.enabled) return;
      stopHearing = await app.database.listen(
        'session_memo',
        (userId) => sessionMemo.forgetUser(Number(userId)),
        sessionMemo.listening,
      );
    });
    app.addHook('onClose', async () => {
      await stopHearing?.();
    });
  },
});
