import sanitizeHtml from 'sanitize-html';
import { BLOG_LIMITS } from '@estate/shared';

/** Link schemes a post may use; anything else (javascript:, data:, vbscript:...) loses the link. */
const LINK_SCHEMES = ['http', 'https', 'mailto'];
/** Rel forced on every link: no window.opener, no endorsement of user-written links. */
export const LINK_REL = 'noopener nofollow ugc';

const renamed = (tagName: string) => (_tag: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs });

/**
 * The allow-list of a post's HTML: paragraphs, headings (h2–h4; the page's title is the h1),
 * bold, italic, underline, strike, quotes, lists, links, code and rules. Images inside the text
 * are not kept (a post has one featured image, uploaded and checked like every other). No
 * attribute survives except a link's href, and every link gets rel="noopener nofollow ugc".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'br',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is not content either: dropped whole.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'svg',
    'math',
    'select',
  ],
  transformTags: {
    h1: renamed('h2'),
    h5: renamed('h4'),
    h6: renamed('h4'),
    b: renamed('strong'),
    i: renamed('em'),
    strike: renamed('s'),
    del: renamed('s'),
    div: renamed('p'),
    // The href is then checked against the schemes (and dropped when not allowed).
    a: (_tag, attribs) => {
      const kept: sanitizeHtml.Attributes = { rel: LINK_REL };
      if (attribs.href) kept.href = attribs.href.trim();
      return { tagName: 'a', attribs: kept };
    },
  },
  // Paragraphs, headings and list items left empty by the editor (or by the cleaning) go.
  exclusiveFilter: (frame) => ['p', 'h2', 'h3', 'h4'].includes(frame.tag) && !frame.text.trim(),
};

const DEAD_LINK = new RegExp(`<a rel="${LINK_REL}">([\\s\\S]*?)</a>`, 'g');

/** A post's HTML cleaned by the allow-list; the only form ever stored or served. */
export function sanitizeBlogHtml(html: string): string {
  return (
    sanitizeHtml(html, OPTIONS)
      // A link whose href was refused keeps its words only.
      .replace(DEAD_LINK, '$1')
      .replace(/(<p>\s*(<br\s*\/?>\s*)*<\/p>\s*)+/g, '')
      .trim()
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Marks where a heading ended, so the plain text can end it like a sentence. */
const HEADING_END = '\u2063';

/**
 * The words of an HTML fragment, blocks separated by spaces, entities decoded. A heading ends with
 * a full stop unless it has its own punctuation (issue 17: an excerpt read "Title One & two…").
 */
export function plainText(html: string): string {
  const marked = html.replace(/<\/h[1-6]>/gi, `${HEADING_END}$&`);
  const spaced = marked.replace(/<\/(p|h[1-6]|li|blockquote|pre|div|td|th)>|<br\s*\/?>|<hr\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return decodeEntities(text)
    .replace(/\s*\u2063/g, (_end, offset: number, all: string) =>
      /[.!?:؟…]$/.test(all.slice(0, offset).trimEnd()) || !all.slice(0, offset).trim() ? '' : '.',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function excerptOf(text: string, max: number = BLOG_LIMITS.excerptMax): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?،؛-]+$/, '')}…`;
}

/**
 * Characters of plain text read in a minute, by the post's language: about 200 words in English
 * and 140 in Arabic, whose readers take longer per character (reading-speed studies such as IReST
 * measure roughly 230 and 140 words a minute). The list query uses the same figures.
 */
export const CHARS_PER_MINUTE = { en: 1100, ar: 700 } as const;

export function readingMinutes(text: string, language: 'en' | 'ar' = 'en'): number {
  return Math.max(1, Math.round(text.length / CHARS_PER_MINUTE[language]));
}
