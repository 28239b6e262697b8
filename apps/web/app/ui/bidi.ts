/**
 * Bidirectional text (issue 17). A user-written string or a place name can run in the other
 * direction from the page (an English title on an Arabic page); without isolation its leading
 * number or trailing comma jumps to the wrong end. In markup use `<bdi>` or `dir="auto"`; inside a
 * translated sentence (plain text) wrap the value with `isolate`, the Unicode first-strong isolate.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Items joined as the language writes a list: "،" between Arabic items, "," between English ones. */
export function listSeparator(locale: string): string {
  return locale === 'ar' ? '، ' : ', ';
}
