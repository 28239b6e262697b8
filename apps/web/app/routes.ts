import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { STATIC_PAGES } from '@estate/shared';

/** Every route of spec section 2, plus the static information pages. */
export default [
  index('routes/home.tsx'),
  route('properties', 'routes/properties.tsx'),
  route('properties/:slug', 'routes/property-detail.tsx'),
  route('shorts', 'routes/coming-soon.tsx', { id: 'shorts' }),
  route('demands', 'routes/coming-soon.tsx', { id: 'demands' }),
  route('blogpages', 'routes/coming-soon.tsx', { id: 'blog' }),
  route('services-list', 'routes/coming-soon.tsx', { id: 'services' }),
  route('corporateservices', 'routes/coming-soon.tsx', { id: 'corporate' }),
  route('material', 'routes/coming-soon.tsx', { id: 'material' }),
  route('profile/:slug', 'routes/coming-soon.tsx', { id: 'profile' }),
  route('add-listing', 'routes/add-listing.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('auth/login', 'routes/login.tsx'),
  route('auth/register', 'routes/register.tsx'),
  ...STATIC_PAGES.map((page) => route(page.path.slice(1), 'routes/static-page.tsx', { id: `static-${page.key}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
