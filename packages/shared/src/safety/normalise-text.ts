/**
 * Text as the chat safety rules read it (issue 42, J8.2), the same for a message and a rule's
 * pattern: compatibility forms folded (NFKC: Arabic presentation forms, full-width letters),
 * lower case, invisible characters dropped (zero-width joiners, direction marks, soft hyphens: a
 * word broken with them reads as the word), Arabic short vowels, Quranic marks and tatweel dropped,
 * the letters written several ways unified (alef forms → ا, alef maqsura and Farsi/Urdu yeh → ي,
 * hamza seats → و ي, taa marbuta and Urdu heh forms → ه, keheh → ك), Arabic-Indic and Eastern
 * (Urdu) digits as 0-9, and runs of white space as one space.
 */
export function normaliseForSafety(text: string): string {
  return foldLetters(text.normalize('NFKC').toLowerCase()).replace(/\s+/gu, ' ').trim();
}

// Tashkeel (064B-065F), superscript alef (0670), Quranic marks, tatweel (0640) and invisible
// characters (soft hyphen, combining grapheme joiner, Arabic letter mark, zero-width and
// direction marks, word joiners, BOM).
const DROPPED =
  /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|\u034F/gu;

const LETTERS: Record<string, string> = {
  '\u0623': '\u0627', // أ
  '\u0625': '\u0627', // إ
  '\u0622': '\u0627', // آ
  '\u0671': '\u0627', // ٱ
  '\u0672': '\u0627',
  '\u0673': '\u0627',
  '\u0649': '\u064A', // ى alef maqsura
  '\u06CC': '\u064A', // ی Farsi/Urdu yeh
  '\u06D0': '\u064A',
  '\u0626': '\u064A', // ئ
  '\u0624': '\u0648', // ؤ
  '\u0629': '\u0647', // ة taa marbuta
  '\u06C3': '\u0647', // ۃ Urdu taa marbuta
  '\u06C1': '\u0647', // ہ Urdu heh goal
  '\u06C2': '\u0647',
  '\u06BE': '\u0647', // ھ do-chashmi heh
  '\u06D5': '\u0647',
  '\u06A9': '\u0643', // ک keheh
  '\u06AA': '\u0643',
};
const FOLDED =
  /[\u0622\u0623\u0624\u0625\u0626\u0629\u0649\u0671-\u0673\u06A9\u06AA\u06BE\u06C1-\u06C3\u06CC\u06D0\u06D5\u0660-\u0669\u06F0-\u06F9]/gu;

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return LETTERS[ch] ?? ch;
}

/**
 * Only the Arabic-script folding and digits (no case, no NFKC, spaces kept): what a rule's pattern
 * goes through, so that its Arabic and Urdu words are written as people write them.
 */
export function foldLetters(text: string): string {
  return text.replace(DROPPED, '').replace(FOLDED, foldChar);
}
