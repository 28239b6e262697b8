import type { ChatSafetyKind } from './safety-kinds.js';

/**
 * The chat safety rule set (issue 42, J8.2; decision 0075), as data. A message matching any rule
 * is still delivered; its recipient sees the notice under it. Raise the version whenever a rule
 * changes: each message keeps the rule and the version that matched it.
 *
 * Patterns are regular-expression sources over the normalised text (normalise-text.ts: lower case,
 * one space between words, Arabic letters unified, digits 0-9): write them in lower case, with plain
 * spaces, without capturing groups, and write Arabic and Urdu words as people write them (the same
 * folding runs over the patterns). The matcher adds the word boundaries; an Arabic pattern may also
 * take the attached prefixes (و ف ب ل ك ال) and pronoun endings (ـه ـها ـك ـكم ـنا ـي...).
 *
 * Words alone that are ordinary in a tenancy are not rules: "deposit" (the deposit box, the deposit
 * is refundable), "advance" (in advance of the viewing), "مقدم" (مقدم الخدمة), "تحويل" (تحويل الغرفة
 * لمكتب), "حول" (around). Their payment phrases are.
 */
export const CHAT_SAFETY_RULES_VERSION = 1;

export interface ChatSafetyRule {
  /** `<kind>.<name>`: the kind is read back from the id (safetyKindOf). */
  id: string;
  kind: ChatSafetyKind;
  patterns: { any?: string[]; en?: string[]; ar?: string[]; ur?: string[] };
}

// Separators people put inside an IBAN ("AE07 0331 2345 ...", "SA03-8000-...").
const sep = '[ -]?';
const digits = (n: number) => `(?:${sep}\\d){${n}}`;
const letters = (n: number) => `(?:${sep}[a-z]){${n}}`;
const alnum = (n: number) => `(?:${sep}[\\da-z]){${n}}`;

// Arabic verbs of paying and sending, and what is paid or sent.
const AR_PAY =
  '(?:حول|حولي|حوللي|حولوا|تحول|تحولي|يحول|تحويل|ابعت|ابعتي|ابعتلي|ابعتيلي|ابعتوا|ارسل|ارسلي|ارسلوا|ترسل|ادفع|ادفعي|ادفعوا|تدفع|تدفعي|دفع|سدد|سددي)';
// Not عربون: it is a rule of its own (money.deposit), whatever verb comes before it.
const AR_MONEY = '(?:ال)?(?:مبلغ|فلوس|اموال|مال|مقدم|دفعة|حجز|رسوم|كاش|تأمين)';
const UR_SEND = '(?:بھیج|بھیجیں|بھیجو|بھیجنا|بھیج دیں|بھیج دو|بھجوا|بھجوائیں|بھجوا دیں|ٹرانسفر|جمع)';
const UR_DOCS = '(?:پاسپورٹ|شناختی کارڈ|آئی ڈی کارڈ|آئی ڈی)';

export const CHAT_SAFETY_RULES: readonly ChatSafetyRule[] = [
  // IBANs of the five markets, checked first: an account number in a chat is the clearest sign.
  { id: 'iban.ae', kind: 'iban', patterns: { any: [`ae${digits(21)}`] } },
  { id: 'iban.sa', kind: 'iban', patterns: { any: [`sa${digits(4)}${alnum(18)}`] } },
  { id: 'iban.qa', kind: 'iban', patterns: { any: [`qa${digits(2)}${letters(4)}${alnum(21)}`] } },
  { id: 'iban.eg', kind: 'iban', patterns: { any: [`eg${digits(27)}`] } },
  { id: 'iban.pk', kind: 'iban', patterns: { any: [`pk${digits(2)}${letters(4)}${alnum(16)}`] } },

  {
    id: 'money.deposit',
    kind: 'money',
    patterns: {
      en: [
        '(?:pay|send|transfer|wire|give)(?: me| us)?(?: a| an| the| your| some)?(?: small| booking| token| security| holding| reservation| refundable)? deposit(?! box)',
        'deposit (?:first|now|today|upfront|up front|in advance|before (?:the |any |a |you )?(?:viewing|visit|inspection|see|view|come)|to (?:secure|reserve|book|hold))',
        '(?:booking|reservation|holding) (?:deposit|fee|amount)',
        'earnest money',
        'bayana',
      ],
      ar: ['عربون', '(?:رسوم|مبلغ|دفعة) (?:ال)?حجز', '(?:مبلغ|دفع) (?:ال)?تأمين'],
      ur: ['بیعانہ', 'بیعانے'],
    },
  },
  {
    id: 'money.advance',
    kind: 'money',
    patterns: {
      en: [
        'advance (?:payment|amount|money|rent payment)',
        'payment in advance',
        'pay (?:in |an |the |some )?advance',
        'send (?:me |us )?(?:an |the |some )?advance',
        'pay (?:it |the rent |everything )?(?:upfront|up front)',
        'upfront (?:payment|fee)',
        'advance (?:bhej\\w*|de do|dein|dena)',
      ],
      ar: [
        'دفعة مقدمة',
        'مبلغ مقدم',
        '(?:ال)?دفع مقدما',
        '(?:ادفع|ادفعي|تدفع|تدفعي|ادفعوا|حول|حولي) مقدما',
        'مقدم (?:ال)?(?:ايجار|حجز)',
      ],
      ur: ['ایڈوانس', 'پیشگی (?:رقم|ادائیگی|ادائگی|پیسے|کرایہ)'],
    },
  },
  {
    id: 'money.token',
    kind: 'money',
    patterns: {
      en: ['token (?:money|amount|payment)', 'pay (?:a |the )?token'],
      ur: ['ٹوکن'],
    },
  },
  {
    id: 'money.transfer',
    kind: 'money',
    patterns: {
      en: [
        '(?:bank|wire|money|telegraphic|online) transfer',
        'wire (?:me |us )?(?:the )?(?:money|funds|amount|payment)',
        'transfer (?:me |us )?(?:the |your |some )?(?:money|funds|amount|payment|rent)',
        'send (?:me |us )?(?:the |your |some )?(?:money|funds|payment|amount|cash)',
        'western union',
        'money ?gram',
        'pay ?pal',
        'jazz ?cash',
        'easy ?paisa',
        'vodafone cash',
        'insta ?pay',
        'stc ?pay',
        'gift cards?',
        'bitcoin',
        'usdt',
        'crypto(?:currency)?',
        '(?:paise|paisay|pese|raqam|payment) (?:bhej\\w*|transfer kar\\w*)',
      ],
      ar: [
        '(?:تحويل|حوالة) (?:بنكي|بنكية|مصرفي|مصرفية)',
        'حوالة',
        `${AR_PAY} (?:لي |لنا |علي |على )?${AR_MONEY}`,
        'ويسترن(?: يونيون)?',
        'موني ?جرام',
        'فودافون كاش',
        'انستا ?باي',
        '(?:اتصالات|اورنج) كاش',
        'اس تي سي باي',
        'باي ?بال',
      ],
      ur: [
        'بینک ٹرانسفر',
        'ٹرانسفر (?:کر|کریں|کرو|کر دیں|کر دو|کرا دیں)',
        `(?:رقم|پیسے|پیسہ|پیمنٹ|ادائیگی) ${UR_SEND}`,
        'جاز ?کیش',
        'ایزی ?پیسہ',
        'ویسٹرن یونین',
        'منی ?گرام',
      ],
    },
  },
  {
    id: 'money.account',
    kind: 'money',
    patterns: {
      en: [
        'iban',
        'swift code',
        'bank (?:account )?details',
        'account (?:number|no\\.?(?= ?\\d)|details)',
        '(?:my|our|this|his|her|the following) bank account',
      ],
      ar: ['ايبان', 'رقم (?:ال)?حساب', 'حساب (?:ال)?بنك', 'حساب بنكي', '(?:ال)?حساب (?:ال)?بنكي'],
      ur: ['اکاؤنٹ نمبر', 'بینک اکاؤنٹ', 'اکاؤنٹ میں (?:رقم|پیسے)', 'آئی بی اے این'],
    },
  },

  {
    id: 'off_platform.telegram',
    kind: 'off_platform',
    patterns: {
      en: ['telegram', 't\\.me/\\w+'],
      ar: ['تي?لي?(?:ج|غ|ك|گ)رام'],
      ur: ['ٹیلی ?گرام', 'ٹیلیگرام'],
    },
  },
  {
    id: 'off_platform.documents',
    kind: 'off_platform',
    patterns: {
      en: [
        '(?:send|share|email|e-mail|whatsapp|forward|upload)(?: me| us)?(?: a| the| your)?(?: copy of| scan of| photo of| picture of)?(?: your)? (?:passport|emirates id|iqama|cnic|national id|id card|qid)',
        'your (?:passport|emirates id|iqama|cnic) (?:copy|scan|number|details|photo)',
      ],
      ar: [
        '(?:ارسل|ارسلي|ابعت|ابعتي|ابعتلي|صورة|نسخة|صور|صوري) (?:لي )?(?:من )?(?:ال)?(?:جواز|باسبور|باسبورت|هوية|بطاقة (?:ال)?هوية|اقامة|بطاقة (?:ال)?رقم (?:ال)?قومي|رقم (?:ال)?قومي)',
      ],
      ur: [`${UR_DOCS} (?:کی )?(?:کاپی|تصویر|فوٹو)`, `${UR_DOCS} ${UR_SEND}`],
    },
  },
];
