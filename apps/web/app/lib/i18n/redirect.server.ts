import { redirect } from 'react-router';
import { localeOfPath, localizedPath } from '@estate/shared';

/** A loader's redirect to a site path, in the language of the page that was asked for (issue 16). */
export function localRedirect(request: Request, to: string, init?: number | ResponseInit) {
  return redirect(localizedPath(to, localeOfPath(new URL(request.url).pathname)), init);
}
