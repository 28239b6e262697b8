// Modules the build makes (apps/web/vite-catalogs.ts).
declare module 'virtual:ui-catalogs' {
  /** Each language's merged interface catalog: the URL of its JSON file. */
  export const catalogUrls: Record<'en' | 'ar', string>;
}
