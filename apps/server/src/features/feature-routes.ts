import type { AppInstance } from '../app-types.js';
import { accountRoutes } from './account/account.routes.js';
import { adminRoutes } from './moderation/admin.routes.js';
import { awardRoutes } from './awards/award.routes.js';
import { blogRoutes } from './blog/blog.routes.js';
import { communityRoutes } from './follows/community.routes.js';
import { corporateRoutes } from './corporate/corporate.routes.js';
import { creditsRoutes } from './credits/credits.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { demandRoutes } from './demands/demand.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { materialRoutes } from './materials/material.routes.js';
import { reportRoutes } from './moderation/report.routes.js';
import { serviceRoutes } from './services/service.routes.js';
import { shortsRoutes } from './shorts/shorts.routes.js';

/** The routes of the dashboard, ads, moderation and content features, registered in one place. */
export async function featureRoutes(app: AppInstance): Promise<void> {
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(awardRoutes);
  await app.register(blogRoutes);
  await app.register(communityRoutes);
  await app.register(corporateRoutes);
  await app.register(creditsRoutes);
  await app.register(dashboardRoutes);
  await app.register(demandRoutes);
  await app.register(feedbackRoutes);
  await app.register(materialRoutes);
  await app.register(reportRoutes);
  await app.register(serviceRoutes);
  await app.register(shortsRoutes);
}
