/**
 * How the browser build groups the app's own modules into chunks (issue 39: at most 12 script
 * requests and 150 kB of JavaScript before a public page hydrates; decisions 0057 and 0058).
 *
 * Rolldown's automatic splitting gives every set of importers its own chunk: 29 to 41 files per
 * page, most under 1 kB. Here, by the static import graph:
 *
 * - `app`: every module the entry or the root route imports statically. Every page loads these
 *   anyway, so one file costs no byte more.
 * - a module two or more route modules import statically, at least one of them a public page
 *   (home, search, listing, blog, post), goes to a chunk named for the public pages that use it,
 *   so that a page does not download what only others run (decision 0058; one `pages` chunk for
 *   all of them cost the listing page 12 kB and the blog pages 15 kB of code they never ran):
 *   - `search`: used by the home page and the search page only (the filter panel, the banner slot);
 *   - `listings`: used by those and the listing page only (listing cards, likes, the map's
 *     placeholder);
 *   - `detail`: used by the listing page alone among the public pages, and by signed-in pages (the
 *     lister's phone reveal and trust ticks, shared with the agency and profile pages): the search
 *     pages do not download them (issue 42 put 1.5 kB there);
 *   - `blog`: used by the blog pages only;
 *   - `pages`: the rest, used by pages of both kinds (formatting, page meta, the report button,
 *     the comment form), and every stylesheet a public page imports, its own included, so each
 *     public page has two stylesheets: `app` (the site's) and `pages`.
 * - anything else (a module of one route, or shared by signed-in pages only, or reached only
 *   through a dynamic `import()`) keeps Rolldown's automatic placement: the route's own chunk, or a
 *   chunk loaded on demand.
 */
type ModuleInfo = { importers: readonly string[]; code?: string | null; exports?: readonly string[] };
type GetModuleInfo = (id: string) => ModuleInfo | null;

const ALWAYS = ['root.tsx', 'entry.client.tsx'];
const route = (name: string) => `routes/${name}.tsx`;
const SEARCH_PAGES = ['home', 'properties'].map(route);
const LISTING_PAGES = [...SEARCH_PAGES, route('property-detail')];
const BLOG_PAGES = ['blog-list', 'blog-detail'].map(route);
const PUBLIC_ROUTES = [...LISTING_PAGES, ...BLOG_PAGES];

/** The shared chunk for a module the public pages `used` (a non-empty list) import. */
function publicChunk(used: readonly string[]): string {
  const within = (pages: readonly string[]) => used.every((page) => pages.includes(page));
  if (within(SEARCH_PAGES)) return 'search';
  if (within([route('property-detail')])) return 'detail';
  if (within(LISTING_PAGES)) return 'listings';
  if (within(BLOG_PAGES)) return 'blog';
  return 'pages';
}

/**
 * The app's own modules (apps/web/app) and the shared package's (packages/shared/src): the ones
 * these groups may move. The shared package's modules are placed by the pages that use them too: left
 * to follow whichever group imported them first, a schema the listing page uses went with the
 * search page's filters, and the listing page loaded the filters' chunk for it.
 */
export const OWN_CODE = /[\\/](apps[\\/]web[\\/]app|packages[\\/]shared[\\/]src)[\\/]/;

/** A module's path inside apps/web/app, with `/` (null for other modules). */
function appPath(id: string): string | null {
  const match = /[\\/]apps[\\/]web[\\/]app[\\/]([^?]+)/.exec(id);
  return match ? match[1]!.replaceAll('\\', '/') : null;
}
const isRoute = (file: string | null): boolean => !!file && (file.startsWith('routes/') || ALWAYS.includes(file));

/** A barrel of the shared package (`index.ts`: `export * from …` only). */
const BARREL = /[\\/]packages[\\/]shared[\\/]src[\\/](.+[\\/])?index\.ts$/;

/** The names a module imports from `@estate/shared` (its code after TypeScript: no type imports). */
function namesFromShared(code: string | null): Set<string> {
  const names = new Set<string>();
  for (const [, list] of (code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@estate\/shared['"]/g)) {
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/**
 * The route modules (and the entry) that import `id` statically, directly or through others.
 * Through the shared package's barrels (`import { x } from '@estate/shared'`), a module counts as
 * imported only by the modules that import one of its own exports: every page imports the barrel,
 * but each uses a few of its modules.
 */
function routesReaching(id: string, info: GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  // [module, the module whose exports a barrel above it passes on (null: not through a barrel)]
  const queue: [string, string | null][] = [[id, null]];
  while (queue.length > 0) {
    const [current, origin] = queue.pop()!;
    for (const importer of info(current)?.importers ?? []) {
      if (BARREL.test(importer)) {
        const key = `${importer}|${origin ?? current}`;
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push([importer, origin ?? current]);
        continue;
      }
      if (seen.has(importer)) continue;
      if (origin !== null) {
        const names = namesFromShared(info(importer)?.code ?? null);
        if (!(info(origin)?.exports ?? []).some((name) => names.has(name))) continue;
      }
      seen.add(importer);
      const file = appPath(importer);
      if (file !== null && isRoute(file)) found.add(file);
      else queue.push([importer, null]);
    }
  }
  return found;
}

/** The chunk a module of the app goes to, or null for Rolldown's automatic placement. */
export function createChunkNamer() {
  const chunks = new Map<string, string | null>();
  return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    if (!chunks.has(id)) chunks.set(id, chunkOf(id, ctx));
    return chunks.get(id)!;
  };
}

/** The shared chunks, most general first (see `ownCodeGroups`). */
const CHUNKS = ['app', 'pages', 'listings', 'detail', 'search', 'blog'];

/**
 * Rolldown's groups for the chunks above. A group takes the modules its chunk is named for and,
 * with them, the modules they import that no group of a higher priority took (Rolldown's
 * `includeDependenciesRecursively`: the shared package's modules, for one). So the most general
 * chunk goes first: what it imports is used by at least the same pages, and must not end up in a
 * narrower chunk that every page loading the general one would then load too.
 */
export function ownCodeGroups(test: RegExp) {
  const chunkName = createChunkNamer();
  return CHUNKS.map((name, index) => ({
    name: (id: string, ctx: { getModuleInfo: GetModuleInfo }) => (chunkName(id, ctx) === name ? name : null),
    test,
    priority: CHUNKS.length - index,
  }));
}

function chunkOf(id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null {
  if (BARREL.test(id)) return null;
  const file = appPath(id) ?? (OWN_CODE.test(id) ? id : null);
  if (file === null || isRoute(file)) return null; // route modules and the entry stay entries
  const getInfo: GetModuleInfo = (moduleId) => ctx.getModuleInfo(moduleId) as ModuleInfo | null;
  const routes = routesReaching(id, getInfo);
  if (ALWAYS.some((entry) => routes.has(entry))) return 'app';
  const used = PUBLIC_ROUTES.filter((page) => routes.has(page));
  if (used.length === 0) return null;
  // A public page's own stylesheet joins the shared one: one stylesheet besides the site's.
  if (file.endsWith('.css')) return 'pages';
  return routes.size >= 2 ? publicChunk(used) : null;
}
