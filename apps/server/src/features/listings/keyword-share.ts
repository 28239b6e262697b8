/**
 * What a full-text query says about the listings it can match, from the share of each of its
 * words (PostgreSQL's most-common-element statistics of the search vector):
 * - `keywordShareBound`: the largest share of the listings it can match. PostgreSQL's own
 *   estimate multiplies the words' shares as if they were independent, which a phrase people type
 *   is not: "sea view" is in 14 % of the generated listings, and the planner expects 2 %. An AND
 *   matches no more than its rarest part and an OR no more than the sum of its parts, so this
 *   bound holds whatever the words have to do with each other (docs/decisions/0019).
 * - `keywordCover`: a few words such that every match holds at least one of them, chosen rare, so
 *   that a walk of those words' listings (newest first, `listing_words`) meets every match.
 */

/** The parts of PostgreSQL's `querytree()` text: quoted lexemes, operators and parentheses. */
const TOKEN = /'(?:[^']|'')*'(?::[*A-D]+)?|\(|\)|&|\||!|<(?:-|\d+)>/g;

type Query =
  | { kind: 'word'; word: string; prefix: boolean }
  | { kind: 'not' }
  | { kind: 'all' | 'any'; parts: Query[] }
  | { kind: 'nothing' };

/** The tree of a query as `querytree()` prints it, e.g. `'sea' & 'view' | 'bahria'`. */
function parse(tree: string): Query {
  const tokens = tree.match(TOKEN) ?? [];
  if (!tokens.length) return { kind: 'nothing' };
  let at = 0;

  function any(): Query {
    const parts = [all()];
    while (tokens[at] === '|') {
      at += 1;
      parts.push(all());
    }
    return parts.length === 1 ? parts[0]! : { kind: 'any', parts };
  }
  function all(): Query {
    const parts = [one()];
    // A phrase (`<->`, `<2>`) matches only where all its words are: an AND for these purposes.
    while (tokens[at] === '&' || tokens[at]?.startsWith('<')) {
      at += 1;
      parts.push(one());
    }
    return parts.length === 1 ? parts[0]! : { kind: 'all', parts };
  }
  function one(): Query {
    const token = tokens[at++];
    if (token === undefined) return { kind: 'nothing' };
    if (token === '!') {
      one();
      return { kind: 'not' };
    }
    if (token === '(') {
      const inner = any();
      if (tokens[at] === ')') at += 1;
      return inner;
    }
    if (token.startsWith("'")) {
      const closing = token.lastIndexOf("'");
      const word = token.slice(1, closing).replace(/''/g, "'");
      return { kind: 'word', word, prefix: token.slice(closing + 1).includes('*') };
    }
    return { kind: 'nothing' };
  }

  return any();
}

/**
 * The bound for a query given as `querytree()` prints it. `shareOf` gives a word's share (its
 * most-common-element frequency, or the lowest listed one for a word the statistics do not list).
 * A prefix word or a negation bounds nothing (share 1).
 */
export function keywordShareBound(tree: string, shareOf: (lexeme: string) => number): number {
  const bound = (query: Query): number => {
    switch (query.kind) {
      case 'word':
        return query.prefix ? 1 : shareOf(query.word);
      case 'all':
        return Math.min(...query.parts.map(bound));
      case 'any':
        return Math.min(
          1,
          query.parts.reduce((sum, part) => sum + bound(part), 0),
        );
      default:
        return 1;
    }
  };
  return bound(parse(tree));
}

/** Words every match holds at least one of, and their shares' sum (the share a walk reads). */
export interface KeywordCover {
  words: string[];
  share: number;
}

/**
 * The rarest cover of a query: an AND is covered by its best-covered part, an OR by all its parts'
 * covers together. Undefined when some match need hold no whole word (a prefix, a negation alone).
 */
export function keywordCover(tree: string, shareOf: (lexeme: string) => number): KeywordCover | undefined {
  const cover = (query: Query): KeywordCover | undefined => {
    switch (query.kind) {
      case 'word':
        return query.prefix ? undefined : { words: [query.word], share: shareOf(query.word) };
      case 'all': {
        const covers = query.parts.map(cover).filter((c): c is KeywordCover => c !== undefined);
        return covers.sort((a, b) => a.share - b.share)[0];
      }
      case 'any': {
        const covers = query.parts.map(cover);
        if (covers.some((c) => c === undefined)) return undefined;
        const words = [...new Set(covers.flatMap((c) => c!.words))];
        return {
          words,
          share: Math.min(
            1,
            words.reduce((sum, w) => sum + shareOf(w), 0),
          ),
        };
      }
      default:
        return undefined;
    }
  };
  return cover(parse(tree));
}

/** Lexemes as a text search query that matches any of them, written for tsquery's input. */
export function lexemes(words: string[]): string {
  return words.map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
