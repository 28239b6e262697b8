import { type RouteConfig, route } from '@react-router/dev/routes';
import { STATIC_PAGES } from '@estate/shared';

/**
 * Every route of spec section 2, plus the static information pages, in English at their paths and
 * in Arabic under `/ar` (issue 16: one URL per language; the optional segment `ar?` gives each
 * route both).
 */
export default [
  route('ar?', 'routes/home.tsx'),
  route('ar?/properties', 'routes/properties.tsx'),
  route('ar?/properties/:slug', 'routes/property-detail.tsx'),
  route('ar?/shorts', 'routes/shorts.tsx'),
  route('ar?/demands', 'routes/demands.tsx'),
  route('ar?/blogpages', 'routes/blog-list.tsx'),
  route('ar?/blogpages/new', 'routes/blog-editor.tsx', { id: 'blog-new' }),
  route('ar?/blogpages/:slug', 'routes/blog-detail.tsx'),
  route('ar?/blogpages/:slug/edit', 'routes/blog-editor.tsx', { id: 'blog-edit' }),
  route('ar?/services-list', 'routes/services-list.tsx'),
  route('ar?/services-list/new', 'routes/service-editor.tsx'),
  route('ar?/services-list/:slug', 'routes/service-detail.tsx'),
  route('ar?/corporateservices', 'routes/corporate.tsx'),
  route('ar?/material', 'routes/materials.tsx'),
  route('ar?/finance', 'routes/finance.tsx'),
  route('ar?/areas/:city', 'routes/area-prices.tsx', { id: 'area-city' }),
  route('ar?/areas/:city/:area', 'routes/area-prices.tsx', { id: 'area-page' }),
  route('ar?/methodology/area-prices', 'routes/area-methodology.tsx'),
  route('ar?/methodology/price-check', 'routes/price-check-methodology.tsx'),
  route('ar?/profile/:slug', 'routes/public-profile.tsx'),
  route('ar?/agencies/join', 'routes/agency-join.tsx'),
  route('ar?/agencies/:slug', 'routes/agency.tsx'),
  route('ar?/admin', 'routes/admin.tsx'),
  route('ar?/add-listing', 'routes/add-listing.tsx'),
  route('ar?/dashboard', 'routes/dashboard.tsx'),
  route('ar?/auth/login', 'routes/login.tsx'),
  route('ar?/auth/register', 'routes/register.tsx'),
  route('ar?/auth/forgot-password', 'routes/forgot-password.tsx'),
  route('ar?/auth/reset-password', 'routes/reset-password.tsx'),
  route('ar?/auth/verify-email', 'routes/verify-email.tsx'),
  route('ar?/auth/confirm-email-change', 'routes/confirm-email-change.tsx'),
  route('ar?/notifications/unsubscribe', 'routes/unsubscribe.tsx'),
  route('ar?/leads/feedback', 'routes/lead-feedback.tsx'),
  route('ar?/verified', 'routes/verified.tsx'),
  ...STATIC_PAGES.map((page) =>
    route(`ar?/${page.path.slice(1)}`, 'routes/static-page.tsx', { id: `static-${page.key}` }),
  ),
  route('ar?/*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
