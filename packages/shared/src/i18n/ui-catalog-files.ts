/**
 * The interface catalog of each language is these files merged (namespace `common`); each
 * file owns its own top-level keys so features can keep their texts apart.
 */
export const UI_CATALOG_FILES = [
  'common',
  'listings',
  'search',
  'detail',
  'wizard',
  'chat',
  'dashboard',
  'ads',
  'account',
  'admin',
  'blog',
  'community',
  'services',
  'agencies',
  'leads',
  'permits',
  'verification',
  'societies',
  'units',
  'finance',
  'areas',
] as const;
