/**
 * Top navigation links (spec section 2), in display order. `key` is the catalog key suffix.
 * Corporate services is a coming-soon page: it is linked from the footer, not the main navigation
 * (issue 39, M24).
 */
export const NAV_LINKS = [
  { key: 'home', to: '/' },
  { key: 'properties', to: '/properties' },
  { key: 'shorts', to: '/shorts' },
  { key: 'demands', to: '/demands' },
  { key: 'blog', to: '/blogpages' },
  { key: 'services', to: '/services-list' },
  { key: 'material', to: '/material' },
] as const;

/** Pages linked from the footer only, before the static pages. */
export const FOOTER_LINKS = [{ key: 'corporate', to: '/corporateservices' }] as const;

export type NavLinkKey = (typeof NAV_LINKS)[number]['key'];

/** Dashboard tabs (spec section 2, /dashboard?tab=...). */
export const DASHBOARD_TABS = [
  'dashboard',
  'awards',
  'listings',
  'searches',
  'demands',
  'blogs',
  'services',
  'messages',
  'leads',
  'agency',
  'profile',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Avatar menu entries (spec section 2). `to: null` means disabled (coming soon). */
export const AVATAR_MENU = [
  { key: 'profile', to: 'profile' },
  { key: 'dashboard', to: '/dashboard' },
  { key: 'my_listings', to: '/dashboard?tab=listings' },
  { key: 'bookmarks', to: '/dashboard?tab=listings&view=favorites' },
  { key: 'settings', to: '/dashboard?tab=settings' },
  { key: 'support', to: null },
] as const;

/** Static information pages with their own routes. */
export const STATIC_PAGES = [
  { key: 'about', path: '/about' },
  { key: 'faq', path: '/faq' },
  { key: 'disclaimer', path: '/disclaimer' },
  { key: 'terms', path: '/terms' },
  { key: 'privacy', path: '/privacy-policy' },
  { key: 'refund', path: '/refund-policy' },
  { key: 'cancellation', path: '/cancellation-policy' },
] as const;
export type StaticPageKey = (typeof STATIC_PAGES)[number]['key'];

/**
 * A login `redirect` target is used only when it is a path on this site, so a crafted link
 * cannot send the user elsewhere after login. Control characters, spaces and backslashes are
 * refused outright (browsers drop or rewrite them, which can turn "/\t/evil" into "//evil").
 * The check runs on the normalised path, not the raw text: "/.//evil", "/a/..//evil" and
 * "/%2e//evil" all resolve to "//evil", which a browser reads as another host. The result must
 * also resolve to itself, so what the browser is finally sent to is what was checked.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\x00-\x20\x7f\\]|%(?:[01][\da-f]|20|7f|5c)/i.test(value)) return fallback;
  const normalised = sameSitePath(value);
  if (normalised === null || normalised.toLowerCase().startsWith('/auth/')) return fallback;
  return sameSitePath(normalised) === normalised ? normalised : fallback;
}

const REDIRECT_BASE = 'https://same.invalid';

/** The path, query and hash `value` resolves to on this site, or null when it leaves it. */
function sameSitePath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, REDIRECT_BASE);
  } catch {
    return null;
  }
  if (url.origin !== REDIRECT_BASE || url.username || url.password) return null;
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}

export function loginPathFor(returnTo: string): string {
  return `/auth/login?redirect=${encodeURIComponent(returnTo)}`;
}
