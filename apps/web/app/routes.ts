import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { STATIC_PAGES } from '@estate/shared';

/** Every route of spec section 2, plus the static information pages. */
export default [
  index('routes/home.tsx'),
  route('properties', 'routes/properties.tsx'),
  route('properties/:slug', 'routes/property-detail.tsx'),
  route('shorts', 'routes/shorts.tsx'),
  route('demands', 'routes/demands.tsx'),
  route('blogpages', 'routes/blog-list.tsx'),
  route('blogpages/new', 'routes/blog-editor.tsx', { id: 'blog-new' }),
  route('blogpages/:slug', 'routes/blog-detail.tsx'),
  route('blogpages/:slug/edit', 'routes/blog-editor.tsx', { id: 'blog-edit' }),
  route('services-list', 'routes/services-list.tsx'),
  route('services-list/new', 'routes/service-editor.tsx'),
  route('services-list/:slug', 'routes/service-detail.tsx'),
  route('corporateservices', 'routes/corporate.tsx'),
  route('material', 'routes/materials.tsx'),
  route('profile/:slug', 'routes/public-profile.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('add-listing', 'routes/add-listing.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('auth/login', 'routes/login.tsx'),
  route('auth/register', 'routes/register.tsx'),
  route('auth/forgot-password', 'routes/forgot-password.tsx'),
  route('auth/reset-password', 'routes/reset-password.tsx'),
  route('auth/verify-email', 'routes/verify-email.tsx'),
  route('auth/confirm-email-change', 'routes/confirm-email-change.tsx'),
  route('notifications/unsubscribe', 'routes/unsubscribe.tsx'),
  ...STATIC_PAGES.map((page) => route(page.path.slice(1), 'routes/static-page.tsx', { id: `static-${page.key}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
