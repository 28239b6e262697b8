import { ARABIC_HOME_SENT_COOKIE, LOCALE_STORAGE_KEY } from './locales.js';

/**
 * The English home page's first script (issue 16, decision 0035): a returning visitor who chose
 * Arabic goes to `/ar/` once per browser session. The server does this itself when the language
 * cookie reaches it; this covers the copy of the page a CDN served (it is the same for every guest).
 * Crawlers keep no storage and never run it. Static text: the page's policy names its hash (the
 * server knows it from here, apps/server/src/lib/security-headers.ts).
 */
export const RETURNING_ARABIC_VISITOR_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})==="ar"` +
  `&&!/(?:^|; )${ARABIC_HOME_SENT_COOKIE}=/.test(document.cookie)){` +
  `document.cookie="${ARABIC_HOME_SENT_COOKIE}=1; Path=/; SameSite=Lax";` +
  `location.replace("/ar/"+location.search)}}catch(e){}`;
