export const DEFAULT_AVATAR_PATH = '/images/default-avatar.svg';

/**
 * Profile picture rule (spec section 3): a path starting with http is used as is,
 * otherwise it is prefixed with the API host; no picture gives the default avatar.
 */
export function resolveProfilePicture(path: string | null | undefined, apiHost = ''): string {
  if (!path) return `${apiHost}${DEFAULT_AVATAR_PATH}`;
  if (path.startsWith('http')) return path;
  return `${apiHost.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
