import { CHAT_SAFETY_RULES, CHAT_SAFETY_RULES_VERSION, type ChatSafetyRule } from './chat-safety-rules.js';
import { foldLetters, normaliseForSafety } from './normalise-text.js';
import type { ChatSafetyKind } from './safety-kinds.js';

/** The rule a message matched, and the rule set's version (both stored on the message). */
export interface ChatSafetyMatch {
  rule: string;
  version: number;
}

// A word ends where no letter or digit follows (works for Arabic script, unlike \b); where it
// starts is checked on each match (wordStartOk), so that scanning is led by the patterns' first
// letters rather than by a lookbehind at every position.
const END = '(?![\\p{L}\\p{N}])';
// Arabic attaches conjunctions, prepositions and the article in front of a word (والعربون،
// بالعربون، للعربون) and pronouns after it (عربونك، حولها).
const AR_PREFIX = /^[وف]?(?:بال|كال|لل|ال|[بلك])?$/u;
const AR_SUFFIX = '(?:ها|هم|هما|كم|كما|كن|نا|ه|ك|ي)?';
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The order kinds are checked in: an IBAN is the clearest sign, then a request for money. */
const CHECK_ORDER: readonly ChatSafetyKind[] = ['iban', 'money', 'off_platform'];

type Group = { rule: ChatSafetyRule; arabic: boolean };

/**
 * One expression per kind: each rule's Arabic patterns one capturing group, its others another, so
 * the group that matched names the rule and the word start it needs.
 */
export function compileRules(rules: readonly ChatSafetyRule[]) {
  return CHECK_ORDER.map((kind) => {
    const groups: Group[] = [];
    const sources: string[] = [];
    for (const rule of rules.filter((r) => r.kind === kind)) {
      const { ar, ...others } = rule.patterns;
      const other = Object.values(others).flatMap((patterns) => patterns ?? []);
      if (other.length) {
        groups.push({ rule, arabic: false });
        sources.push(`(${other.map((p) => `(?:${foldLetters(p)})${END}`).join('|')})`);
      }
      if (ar?.length) {
        groups.push({ rule, arabic: true });
        sources.push(`(${ar.map((p) => `(?:${foldLetters(p)})${AR_SUFFIX}${END}`).join('|')})`);
      }
    }
    return { kind, groups, expression: new RegExp(sources.join('|'), 'gu') };
  });
}

/**
 * Whether a match at `index` starts a word: nothing of a word before it, or, for an Arabic
 * pattern, only the letters Arabic attaches in front (و ف ب ل ك ال...).
 */
function wordStartOk(text: string, index: number, arabic: boolean): boolean {
  let start = index;
  while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start -= 1;
  return start === index || (arabic && AR_PREFIX.test(text.slice(start, index)));
}

let compiled: ReturnType<typeof compileRules> | undefined;

/** The first rule a normalised text matches, kinds in CHECK_ORDER. */
function firstMatch(normalised: string): ChatSafetyMatch | null {
  compiled ??= compileRules(CHAT_SAFETY_RULES);
  for (const { groups, expression } of compiled) {
    expression.lastIndex = 0;
    for (let found = expression.exec(normalised); found; found = expression.exec(normalised)) {
      const group = groups[found.findIndex((g, i) => i > 0 && g !== undefined) - 1]!;
      if (wordStartOk(normalised, found.index, group.arabic)) {
        return { rule: group.rule.id, version: CHAT_SAFETY_RULES_VERSION };
      }
      expression.lastIndex = found.index + 1;
    }
  }
  return null;
}

/**
 * The first safety rule `text` matches (issue 42, J8.2), kinds in order: an IBAN, then a request
 * for money, then a push off the platform; null when none. The rules are compiled once, on the
 * first call.
 */
export function checkMessage(text: string): ChatSafetyMatch | null {
  return firstMatch(normaliseForSafety(text));
}

/** Both checks of a message over one normalisation: what the server runs before storing it. */
export function screenText(text: string): { match: ChatSafetyMatch | null; identifiers: MessageIdentifiers } {
  const normalised = normaliseForSafety(text);
  return { match: firstMatch(normalised), identifiers: identifiersOf(normalised) };
}

export type { ChatSafetyKind };

/** Phone numbers and IBANs in a message, normalised as blocked_identifiers keeps them. */
export interface MessageIdentifiers {
  /** Digits only, in international form where the number shows its market (see phoneForms). */
  phones: string[];
  /** Upper case, without spaces or dashes. */
  ibans: string[];
}

let ibanExpression: RegExp | undefined;
const START = '(?<![\\p{L}\\p{N}])';
const PHONE = /(?<![\p{L}\p{N}])(?:\+|00)?\d(?:[ \-.()]{0,2}\d){7,15}(?!\p{N})/gu;

/** The phone numbers and IBANs written in `text`, for the blocked-identifier check. */
export function extractIdentifiers(text: string): MessageIdentifiers {
  return identifiersOf(normaliseForSafety(text));
}

function identifiersOf(normalised: string): MessageIdentifiers {
  ibanExpression ??= new RegExp(
    CHAT_SAFETY_RULES.filter((r) => r.kind === 'iban')
      .flatMap((r) => r.patterns.any ?? [])
      .map((p) => `${START}(?:${p})${END}`)
      .join('|'),
    'gu',
  );
  const ibans = new Set<string>();
  const rest = normalised.replace(ibanExpression, (iban) => {
    ibans.add(iban.replace(/[ -]/g, '').toUpperCase());
    return ' ';
  });
  const phones = new Set<string>();
  for (const [written] of rest.matchAll(PHONE)) for (const form of phoneForms(written)) phones.add(form);
  return { phones: [...phones], ibans: [...ibans] };
}

// Country codes of the five markets.
const MARKETS = ['971', '966', '974', '92', '20'];

/**
 * A written number as digits: international form (no + or 00) when it starts with a country code
 * or has the national form of one market's mobiles (PK 03xx, EG 01x, QA 8 digits); a national 05x
 * number may be the UAE's or Saudi Arabia's, so it gives both. Anything else, digits as written.
 */
export function phoneForms(written: string): string[] {
  const digits = written.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return [];
  const international = written.startsWith('+') || digits.startsWith('00');
  if (international) {
    const number = digits.replace(/^00/, '');
    const code = MARKETS.find((c) => number.startsWith(c));
    // "+92 0300…": the national trunk 0 written after the country code.
    if (code && number[code.length] === '0') return [code + number.slice(code.length + 1)];
    return [number];
  }
  if (/^05\d{8}$/.test(digits)) return [`971${digits.slice(1)}`, `966${digits.slice(1)}`];
  if (/^5\d{8}$/.test(digits)) return [`971${digits}`, `966${digits}`];
  if (/^01\d{9}$/.test(digits)) return [`20${digits.slice(1)}`];
  if (/^1\d{9}$/.test(digits)) return [`20${digits}`];
  if (/^03\d{9}$/.test(digits)) return [`92${digits.slice(1)}`];
  if (/^3\d{9}$/.test(digits)) return [`92${digits}`];
  if (/^[3567]\d{7}$/.test(digits)) return [`974${digits}`];
  return [digits];
}
