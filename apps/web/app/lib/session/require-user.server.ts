import { type AppLoadContext } from 'react-router';
import { localRedirect } from '../i18n/redirect.server';
import { loginPathFor, type Profile } from '@estate/shared';

/** In a loader: the signed-in user, or a redirect to login that returns here afterwards. */
export function requireUser(context: AppLoadContext, request: Request): Profile {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw localRedirect(request, loginPathFor(url.pathname + url.search));
}
