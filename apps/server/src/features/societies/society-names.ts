import { normalizePlaceName } from '@estate/shared';

/**
 * Society names as they are compared (decision 0049): an authority's list and a listing's address
 * spell the same society differently ("Al-Noor Garden Ph-II (Pvt) Ltd", "Al Noor Gardens Phase
 * 2", "النور گارڈن فیز 2"). Both sides are brought to one form here, then pg_trgm's similarity
 * (>= SOCIETY_SIMILARITY) decides.
 */

/** How alike (pg_trgm similarity, 0 to 1) a normalised area name and a listed name must be. */
export const SOCIETY_SIMILARITY = 0.8;
/** The most area names taken from one address. */
const MAX_AREA_NAMES = 8;
/** Area names longer than this are not names (a sentence typed into the address). */
const MAX_AREA_CHARS = 120;

/** Letters and marks out, Arabic and Urdu letter forms folded, punctuation to spaces. */
const fold = (text: string) =>
  normalizePlaceName(
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)),
  );

/** Words written several ways, to one English spelling. Keys are folded like the text (below). */
const SPELLINGS: Record<string, string[]> = {
  phase: ['ph', 'phs', 'phase', 'فیز'],
  block: ['blk', 'block', 'بلاک'],
  sector: ['sec', 'sector', 'سیکٹر'],
  extension: ['ext', 'extn', 'extension', 'ایکسٹینشن'],
  town: ['town', 'ٹاؤن', 'ٹاون', 'تاون'],
  city: ['city', 'سٹی', 'سیٹی'],
  garden: ['garden', 'gardens', 'گارڈن', 'گارڈنز', 'گاردن'],
  villa: ['villa', 'villas', 'ولا', 'ولاز'],
  home: ['home', 'homes', 'ہوم', 'ہومز'],
  estate: ['estate', 'estates', 'اسٹیٹ', 'سٹیٹ'],
  colony: ['colony', 'کالونی'],
  valley: ['valley', 'ویلی'],
  enclave: ['enclave', 'انکلیو'],
  avenue: ['avenue', 'ave', 'ایونیو'],
  park: ['park', 'پارک'],
  view: ['view', 'ویو'],
  green: ['green', 'گرین'],
  new: ['new', 'نیو'],
  // Words that say what kind of body it is, not which one: dropped.
  '': [
    'pvt',
    'private',
    'ltd',
    'limited',
    'co',
    'cooperative',
    'coop',
    'housing',
    'society',
    'scheme',
    'the',
    'ہاؤسنگ',
    'سوسائٹی',
    'سکیم',
    'اسکیم',
    'پرائیویٹ',
    'لمیٹڈ',
  ],
};
const WORDS = new Map<string, string>();
for (const [english, spellings] of Object.entries(SPELLINGS)) {
  for (const spelling of spellings) WORDS.set(fold(spelling), english);
}

/** Designators a number follows ("phase 2", "block c"); a Roman numeral after one is a number. */
const DESIGNATORS = new Set(['phase', 'block', 'sector', 'extension', 'stage']);
const ROMAN: Record<string, string> = {
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  x: '10',
  xi: '11',
  xii: '12',
};

/**
 * One society name in the form both sides are compared in: lower case, no punctuation, Urdu's
 * common words in English, "Ph-II" / "phase2" / "فیز 2" as "phase 2", "Al-Noor" / "Al Noor" as
 * "alnoor", and words such as "housing", "society", "(Pvt) Ltd" dropped. Empty when nothing is left.
 */
export function normalizeSocietyName(text: string): string {
  const tokens = fold(text)
    // "phase2", "ph2", "block5": the designator and its number apart.
    .replace(/\b(phase|phs|ph|block|blk|sector|sec)(\d+)\b/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
  const out: string[] = [];
  for (const token of tokens) {
    const word = WORDS.has(token) ? WORDS.get(token)! : token;
    if (!word) continue;
    const previous = out[out.length - 1];
    if (previous && DESIGNATORS.has(previous) && ROMAN[word]) out.push(ROMAN[word]);
    else if (previous === 'al') out[out.length - 1] = `al${word}`;
    else out.push(word);
  }
  return out.join(' ');
}

/** First words of an address part that make it a house, plot, street or unit, not an area. */
const PLACE_IN_AREA = new Set([
  'house',
  'h',
  'plot',
  'street',
  'st',
  'lane',
  'gali',
  'unit',
  'flat',
  'apartment',
  'apt',
  'shop',
  'office',
  'floor',
  'building',
  'tower',
  'no',
  'khasra',
  'مکان',
  'پلاٹ',
  'گلی',
  'فلیٹ',
  'منزل',
]);
const FOLDED_PLACE_IN_AREA = new Set([...PLACE_IN_AREA].map(fold));

/**
 * The area (society, project) names a listing's address may hold: its comma-separated parts,
 * normalised, without the house, plot or street part, bare "Block C" / "Phase 2" parts, and the
 * listing's city and country, each as typed and normalised. "House 14, Street 6, Block C,
 * Al-Noor Garden Ph-2, Lahore" gives [{ norm: "alnoor garden phase 2", name: "Al-Noor Garden Ph-2" }].
 */
export function areaNamesOf(address: string, city: string): { norm: string; name: string }[] {
  const skip = new Set([normalizeSocietyName(city), 'pakistan', 'پاکستان'].map(fold));
  const names = new Map<string, string>();
  for (const part of address.split(/[,،;|\n]+/)) {
    if (part.length > MAX_AREA_CHARS) continue;
    const folded = fold(part);
    const first = folded.split(' ')[0] ?? '';
    if (FOLDED_PLACE_IN_AREA.has(first) && /\d/.test(folded)) continue;
    const name = normalizeSocietyName(part);
    if (name.length < 3 || skip.has(name) || /^\d+$/.test(name)) continue;
    const words = name.split(' ');
    if (words.length <= 2 && DESIGNATORS.has(words[0]!)) continue;
    if (!names.has(name)) names.set(name, part.trim().replace(/\s+/g, ' '));
    if (names.size >= MAX_AREA_NAMES) break;
  }
  return [...names].map(([norm, name]) => ({ norm, name }));
}
