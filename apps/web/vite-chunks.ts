/**
 * How the browser build groups the app's own modules into chunks (issue 39: at most 12 script
 * requests before a public page hydrates; docs/decisions/0057-first-paint.md).
 *
 * Rolldown's automatic splitting gives every set of importers its own chunk: 29 to 41 files per
 * page, most under 1 kB. Here, by the static import graph:
 *
 * - `app`: every module the entry or the root route imports statically. Every page loads these
 *   anyway, so one file costs no byte more.
 * - `pages`: a module two or more route modules import statically, at least one of them a public
 *   page (home, search, listing, blog, post): listing cards, filters, formatting, blog helpers; and
 *   every stylesheet a public page imports, its own included. The other public pages load it too
 *   (the blog pages about 11 kB more gzip) in exchange for a dozen requests fewer, and each public
 *   page has two stylesheets: `app` (the site's) and `pages`.
 *   (Tried: separate `listing-pages` and `blog-pages` chunks: one to three requests more, four
 *   stylesheets, and no fewer bytes, because the modules of both went to a third chunk.)
 * - anything else (a module of one route, or shared by signed-in pages only, or reached only
 *   through a dynamic `import()`) keeps Rolldown's automatic placement: the route's own chunk, or a
 *   chunk loaded on demand.
 */
type ModuleInfo = { importers: readonly string[] };
type GetModuleInfo = (id: string) => ModuleInfo | null;

const ALWAYS = ['root.tsx', 'entry.client.tsx'];
const PUBLIC_ROUTES = ['home', 'properties', 'property-detail', 'blog-list', 'blog-detail'].map(
  (name) => `routes/${name}.tsx`,
);

/** The app's own modules (apps/web/app): the ones these groups may move. */
export const OWN_CODE = /[\\/]apps[\\/]web[\\/]app[\\/]/;

/** A module's path inside apps/web/app, with `/` (null for other modules). */
function appPath(id: string): string | null {
  const match = /[\\/]apps[\\/]web[\\/]app[\\/]([^?]+)/.exec(id);
  return match ? match[1]!.replaceAll('\\', '/') : null;
}
const isRoute = (file: string | null): boolean => !!file && (file.startsWith('routes/') || ALWAYS.includes(file));

/** The route modules (and the entry) that import `id` statically, directly or through others. */
function routesReaching(id: string, info: GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const importer of info(queue.pop()!)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      const file = appPath(importer);
      if (file !== null && isRoute(file)) found.add(file);
      else queue.push(importer);
    }
  }
  return found;
}

/** The chunk a module of the app goes to, or null for Rolldown's automatic placement. */
export function createChunkNamer() {
  return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    const file = appPath(id);
    if (file === null || isRoute(file)) return null; // route modules and the entry stay entries
    const getInfo: GetModuleInfo = (moduleId) => ctx.getModuleInfo(moduleId) as ModuleInfo | null;
    const routes = routesReaching(id, getInfo);
    if (ALWAYS.some((entry) => routes.has(entry))) return 'app';
    const publicPage = PUBLIC_ROUTES.some((route) => routes.has(route));
    // A public page's own stylesheet joins the shared one: one stylesheet besides the site's.
    if (publicPage && (routes.size >= 2 || file.endsWith('.css'))) return 'pages';
    return null;
  };
}
