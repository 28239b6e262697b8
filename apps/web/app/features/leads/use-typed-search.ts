import { useEffect, useRef, useState } from 'react';

/** The pause after the last keystroke before the search applies. */
export const SEARCH_PAUSE_MS = 400;

/**
 * The inbox's search box between the URL and the person typing (the search page's lesson, review
 * U2: a value typed while an answer loaded was overwritten when its URL landed).
 *
 * - The box holds what is typed; it applies after a pause in typing, or at once on Enter. Another
 *   filter applied meanwhile takes it along (`claim`).
 * - When the URL it asked for lands, the box keeps what it holds (more may have been typed since,
 *   or spaces the URL trims). Another URL (Back, "Clear filters") shows its search, unless
 *   something was typed since the last apply.
 */
export function useTypedSearch(urlValue: string, apply: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [shownUrl, setShownUrl] = useState(urlValue);
  /** Typed since the last apply started. */
  const [edited, setEdited] = useState(false);
  /** Searches applied whose URL has not landed yet. */
  const [asked, setAsked] = useState<readonly string[]>([]);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer applies with the latest `apply` (the filters of the page as it is then).
  const latest = useRef({ apply, urlValue });
  useEffect(() => {
    latest.current = { apply, urlValue };
  });

  if (shownUrl !== urlValue) {
    setShownUrl(urlValue);
    const next = onLanding({ text, edited, asked }, urlValue);
    setAsked(next.asked);
    setText(next.text);
  }

  /** The search as it goes into an apply, which the box then waits for. */
  const claim = (value: string) => {
    clearTimeout(pause.current);
    pause.current = undefined;
    setEdited(false);
    const search = value.trim();
    // A URL that does not change never lands: nothing to wait for.
    if (search !== latest.current.urlValue) setAsked((list) => [...list, search]);
    return search;
  };
  const run = (value: string) => latest.current.apply(claim(value));

  const type = (value: string) => {
    setText(value);
    setEdited(true);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => run(value), SEARCH_PAUSE_MS);
  };

  /** Forget what was typed (a link that replaces every filter is on its way). */
  const discard = () => {
    clearTimeout(pause.current);
    pause.current = undefined;
    setEdited(false);
    setAsked([]);
  };

  useEffect(() => () => clearTimeout(pause.current), []);

  return {
    text,
    type,
    /** Enter: apply now. */
    submit: () => run(text),
    /** Another filter applies: it takes what is typed along (the search to put in its URL). */
    claim: () => claim(text),
    discard,
  };
}

/**
 * The box once a URL with the search `url` has landed: an apply of its own (and the ones before
 * it) are done and the box keeps its text; another URL shows its search unless the box was typed
 * in since the last apply.
 */
export function onLanding(
  box: { text: string; edited: boolean; asked: readonly string[] },
  url: string,
): { text: string; asked: readonly string[] } {
  const mine = box.asked.indexOf(url);
  if (mine >= 0) return { text: box.text, asked: box.asked.slice(mine + 1) };
  return { text: box.edited ? box.text : url, asked: box.asked };
}
