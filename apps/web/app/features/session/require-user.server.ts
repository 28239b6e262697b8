import { redirect, type AppLoadContext } from 'react-router';
import { loginPathFor, type Profile } from '@estate/shared';

/** In a loader: the signed-in user, or a redirect to login that returns here afterwards. */
export function requireUser(context: AppLoadContext, request: Request): Profile {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(loginPathFor(url.pathname + url.search));
}
