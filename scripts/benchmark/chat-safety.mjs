/**
 * The chat safety check's cost per message (issue 42, J8.2): what the server runs before it stores
 * a message (chat-safety.ts `screenMessage`: the rule set, the phones and IBANs found, their
 * sha256), alone, in this process, over a corpus of 12,000 messages in English, Arabic and Urdu,
 * about a fifth of them matching a rule. Target: p99 ≤ 1 ms per message.
 *
 *   node --import tsx scripts/benchmark/chat-safety.mjs          (writes scripts/benchmark/chat-safety-results.md)
 *   node --import tsx scripts/benchmark/chat-safety.mjs --json   (prints the figures only; chat.mjs adds them to its report)
 *
 * BENCH_SAFETY_MESSAGES (12,000) and BENCH_SAFETY_ROUNDS (5: each message checked this many times,
 * after a warm-up round) change the size. The corpus is generated from a fixed seed: the same
 * messages each run. Each call is timed on its own (process.hrtime.bigint), so the figures include
 * the timer's own cost (about 0.1 µs).
 */
import { screenMessage } from '../../apps/server/src/features/chat/chat-safety.ts';
import { fmt, loadAverage, machine, percentile, writeResults } from './bench-lib.mjs';

const MESSAGES = Number(process.env.BENCH_SAFETY_MESSAGES ?? 12_000);
const ROUNDS = Number(process.env.BENCH_SAFETY_ROUNDS ?? 5);
const json = process.argv.includes('--json');
const TARGET_MS = 1;

/** mulberry32: a small deterministic generator. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rng = random(42);
const pick = (list) => list[Math.floor(rng() * list.length)];

/** Ordinary conversation, per language: questions about a home, viewings, rent, neighbourhoods. */
const PLAIN = {
  en: [
    'Hi, is the two-bedroom in Dubai Marina still available?',
    'Can I see it on Saturday at 11? I will come with my wife.',
    'Is the service charge included in the rent, and is there covered parking?',
    'The deposit box in the bedroom is locked, do you have the key?',
    'We would like to move in at the start of next month if the paperwork is ready.',
    'Thanks in advance, I will confirm the time tomorrow morning.',
    'How far is the nearest metro station and the school?',
    'Could you share more photos of the kitchen and the balcony view?',
    'Is the building pet friendly? We have a small cat.',
    'The price is a bit above our budget, is there any flexibility for a one-year contract?',
  ],
  ar: [
    'مرحباً، هل الشقة ما زالت متاحة للإيجار؟',
    'أريد أن أعاين الشقة يوم السبت الساعة الحادية عشرة إن أمكن.',
    'هل رسوم الخدمة مشمولة في الإيجار؟ وهل يوجد موقف سيارات؟',
    'ممكن صور إضافية للمطبخ والشرفة؟',
    'كم تبعد أقرب محطة مترو وأقرب مدرسة؟',
    'شكراً مقدماً، سأؤكد الموعد غداً صباحاً.',
    'الإيجار السنوي على دفعتين أم أربع دفعات؟',
    'هل يسمح بالحيوانات الأليفة في العمارة؟',
    'مقدم الخدمة سيتواصل معك لصيانة المكيف.',
    'السعر أعلى قليلاً من ميزانيتنا، هل يمكن التفاوض لعقد سنة؟',
  ],
  ur: [
    'السلام علیکم، کیا یہ گھر ابھی کرائے کے لیے دستیاب ہے؟',
    'کیا میں ہفتے کو گیارہ بجے گھر دیکھنے آ سکتا ہوں؟',
    'کرایہ پچاس ہزار ماہانہ ہے، بجلی اور گیس الگ ہیں؟',
    'قریب ترین اسکول اور مارکیٹ کتنی دور ہے؟',
    'کیا پارکنگ کی جگہ ہے؟ ہمارے پاس دو گاڑیاں ہیں۔',
    'براہ کرم کچن اور چھت کی مزید تصاویر بھیج دیں۔',
    'ہم اگلے مہینے کے شروع میں منتقل ہونا چاہتے ہیں۔',
    'قیمت تھوڑی زیادہ ہے، کیا کچھ گنجائش ہے؟',
  ],
};

/** Requests for money, IBANs and off-platform pushes, per language (what the rules are for). */
const RISKY = {
  en: [
    'Please pay a deposit today to hold it, three families are asking.',
    'Send an advance and I will keep the keys for you.',
    'Token money 50,000 and the plot is yours.',
    'Western Union to my brother is fine, or a bank transfer.',
    'Contact me on Telegram, I reply faster there.',
    'Send me a copy of your passport so I can prepare the contract.',
    'Transfer to AE07 0331 2345 6789 0123 456 and I send the contract.',
    'My IBAN is PK36SCBL0000001123456702, call 0300 1112233 after paying.',
  ],
  ar: [
    'حوّل العربون قبل المعاينة وأنا أحجز لك الشقة.',
    'ابعتلي الفلوس على فودافون كاش قبل ما حد تاني ياخدها.',
    'المطلوب دفعة مقدمة شهرين قبل استلام المفتاح.',
    'كلمني على التليجرام أسرع.',
    'ارسل صورة جواز السفر عشان أجهز العقد.',
    'الحساب: SA03 8000 0000 6080 1016 7519 والتحويل اليوم.',
    'حول على EG380019000500000000263180002 واتصل على ٠١٠٠٢٣٤٥٦٧٨',
  ],
  ur: [
    'پلاٹ کے لیے ٹوکن دے دیں، کل تک۔',
    'ایڈوانس بھیج دیں تو میں چابی رکھ لوں گا۔',
    'پیسے بھیجیں جاز کیش پر۔',
    'ٹیلی گرام پر رابطہ کریں۔',
    'اپنے شناختی کارڈ کی کاپی بھیجیں۔',
    'میرا اکاؤنٹ نمبر PK36 SCBL 0000 0011 2345 6702 ہے۔',
  ],
};

/** One message: one to twelve sentences (a few near the 2,000-character limit), a fifth with a risky one. */
function message(language) {
  const long = rng() < 0.03;
  const sentences = long ? 40 : 1 + Math.floor(rng() * 4) + (rng() < 0.2 ? 8 : 0);
  const parts = Array.from({ length: sentences }, () => pick(PLAIN[language]));
  if (rng() < 0.2) parts.splice(Math.floor(rng() * (parts.length + 1)), 0, pick(RISKY[language]));
  return parts.join(' ').slice(0, 2000);
}

const languages = ['en', 'ar', 'ur'];
const corpus = Array.from({ length: MESSAGES }, (_, i) => {
  const language = languages[i % 3];
  return { language, text: message(language) };
});

// Warm-up: the rules compile on the first call, and the JIT settles.
let matched = 0;
for (const { text } of corpus) if (screenMessage(text).safetyRule) matched += 1;

const times = { all: [], en: [], ar: [], ur: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const { language, text } of corpus) {
    const started = process.hrtime.bigint();
    screenMessage(text);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    times.all.push(ms);
    times[language].push(ms);
  }
}
for (const list of Object.values(times)) list.sort((a, b) => a - b);

const lengths = corpus.map((m) => m.text.length).sort((a, b) => a - b);
const stats = (list) => ({
  p50: percentile(list, 50),
  p95: percentile(list, 95),
  p99: percentile(list, 99),
  max: list.at(-1),
  count: list.length,
});
const figures = {
  messages: MESSAGES,
  rounds: ROUNDS,
  matched,
  length: { p50: percentile(lengths, 50), max: lengths.at(-1) },
  all: stats(times.all),
  en: stats(times.en),
  ar: stats(times.ar),
  ur: stats(times.ur),
  target_ms: TARGET_MS,
};

if (json) {
  console.log(JSON.stringify(figures));
} else {
  const row = (name, s) =>
    `| ${name} | ${fmt(s.p50 * 1000)} | ${fmt(s.p95 * 1000)} | ${fmt(s.p99 * 1000)} | ${fmt(s.max * 1000)} | ${s.count} |`;
  const table = [
    '| Messages | p50 (µs) | p95 (µs) | p99 (µs) | max (µs) | Checks |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('All', figures.all),
    row('English', figures.en),
    row('Arabic', figures.ar),
    row('Urdu', figures.ur),
  ].join('\n');
  const p99 = figures.all.p99;
  const verdict = p99 <= TARGET_MS ? `met (p99 ${fmt(p99, 3)} ms ≤ 1 ms)` : `missed (p99 ${fmt(p99, 3)} ms > 1 ms)`;
  console.log(`\n${table}\n\n${verdict}`);
  writeResults(
    'scripts/benchmark/chat-safety-results.md',
    `# Chat safety check benchmark

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node --import tsx scripts/benchmark/chat-safety.mjs\`.

- Machine: ${machine()}; load average before the run ${loadAverage()}.
- What is timed: \`screenMessage\` (apps/server/src/features/chat/chat-safety.ts), what the server runs
  before it stores a message: normalisation, the rule set (one expression per kind), the phones and
  IBANs found and their sha256. The database lookup of blocked identifiers is part of the send statement
  and is not in these figures.
- Corpus: ${MESSAGES.toLocaleString('en-US')} generated messages (fixed seed), a third each in English, Arabic and Urdu,
  median ${figures.length.p50} characters, longest ${figures.length.max}; ${matched.toLocaleString('en-US')} (${((matched / MESSAGES) * 100).toFixed(1)} %) match a rule.
  Each checked ${ROUNDS} times after a warm-up round, each call timed on its own.
- Target p99 ≤ 1 ms per message: **${verdict}**.

${table}
`,
  );
}
