import { CHAT_SAFETY_RULES, CHAT_SAFETY_RULES_VERSION, type ChatSafetyRule } from './chat-safety-rules.js';
import { foldLetters, normaliseForSafety } from './normalise-text.js';
import type { ChatSafetyKind } from './safety-kinds.js';

/** The rule a message matched, and the rule set's version (both stored on the message). */
export interface ChatSafetyMatch {
  rule: string;
  version: number;
}

// A word starts where no letter or digit comes before it, and ends where none follows (works for
// Arabic script, unlike \b).
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
// Arabic attaches conjunctions, prepositions and the article in front of a word (والعربون،
// بالعربون، للعربون) and pronouns after it (عربونك، حولها).
const AR_PREFIX = '(?:[وف]?(?:بال|كال|لل|ال|[بلك])?)';
const AR_SUFFIX = '(?:ها|هم|هما|كم|كما|كن|نا|ه|ك|ي)?';

function alternative(language: keyof ChatSafetyRule['patterns'], pattern: string): string {
  const source = foldLetters(pattern);
  return language === 'ar' ? `${AR_PREFIX}(?:${source})${AR_SUFFIX}${END}` : `(?:${source})${END}`;
}

/** The order kinds are checked in: an IBAN is the clearest sign, then a request for money. */
const CHECK_ORDER: readonly ChatSafetyKind[] = ['iban', 'money', 'off_platform'];

/** One expression per kind: each rule one capturing group of alternatives, so the group names the rule. */
export function compileRules(rules: readonly ChatSafetyRule[]) {
  return CHECK_ORDER.map((kind) => {
    const ofKind = rules.filter((r) => r.kind === kind);
    const groups = ofKind.map((rule) => {
      const sources = Object.entries(rule.patterns).flatMap(([language, patterns]) =>
        (patterns ?? []).map((p) => alternative(language as keyof ChatSafetyRule['patterns'], p)),
      );
      return `(${sources.join('|')})`;
    });
    return { kind, rules: ofKind, expression: new RegExp(`${START}(?:${groups.join('|')})`, 'u') };
  });
}

let compiled: ReturnType<typeof compileRules> | undefined;

/**
 * The first safety rule `text` matches (issue 42, J8.2), kinds in order: an IBAN, then a request
 * for money, then a push off the platform; null when none. The rules are compiled once, on the
 * first call.
 */
export function checkMessage(text: string): ChatSafetyMatch | null {
  compiled ??= compileRules(CHAT_SAFETY_RULES);
  const normalised = normaliseForSafety(text);
  for (const { rules, expression } of compiled) {
    const found = expression.exec(normalised);
    if (!found) continue;
    const index = found.findIndex((group, i) => i > 0 && group !== undefined);
    return { rule: rules[index - 1]!.id, version: CHAT_SAFETY_RULES_VERSION };
  }
  return null;
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
const PHONE = /(?<![\p{L}\p{N}])(?:\+|00)?\d(?:[ \-.()]{0,2}\d){7,15}(?!\p{N})/gu;

/** The phone numbers and IBANs written in `text`, for the blocked-identifier check. */
export function extractIdentifiers(text: string): MessageIdentifiers {
  ibanExpression ??= new RegExp(
    CHAT_SAFETY_RULES.filter((r) => r.kind === 'iban')
      .flatMap((r) => r.patterns.any ?? [])
      .map((p) => `${START}(?:${p})${END}`)
      .join('|'),
    'gu',
  );
  const normalised = normaliseForSafety(text);
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
