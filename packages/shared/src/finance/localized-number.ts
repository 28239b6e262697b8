/**
 * A number typed in any of the markets' digits (issue 41): Western (0-9), Arabic-Indic (٠-٩, Gulf
 * and Egypt), Extended Arabic-Indic (۰-۹, Urdu), with `,` `٬` or spaces between thousands and `.`
 * or `٫` before the decimals. Anything else (letters, two decimal points) is not a number.
 */
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC = /[\u06F0-\u06F9]/g;

export function toLatinDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** The number written, or undefined when the text is empty or not a number. */
export function parseLocalizedNumber(text: string): number | undefined {
  const plain = toLatinDigits(text.trim())
    .replace(/[\s,\u066C\u00A0\u202F]/g, '')
    .replace('\u066B', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return undefined;
  return Number(plain);
}
