import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { UiKey } from '@estate/shared/i18n/ui-keys.ts';
import { fill } from './translator';
import { useTranslation } from './use-translation';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A translated sentence with elements in it: `<name>…</name>` in the catalog's text becomes the
 * element `components.name` with that text inside (a link, a `<bdi>` around a name or an address),
 * and `{{placeholders}}` are filled from `values` after the tags are read (a value is text, even
 * one with `<` in it). A tag with no component shows its inner text only.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: UiKey;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const filled = (part: string) => fill(part, values ?? {});
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(filled(text.slice(last, match.index)));
    const [, name, inner] = match;
    const component = components[name!];
    parts.push(component ? cloneElement(component, { key: parts.length }, filled(inner!)) : filled(inner!));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(filled(text.slice(last)));
  return <Fragment>{parts}</Fragment>;
}
