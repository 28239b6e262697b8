/**
 * How large a share of the listings a full-text query can match at most, from the share of each of
 * its words (PostgreSQL's most-common-element statistics of the search vector).
 *
 * PostgreSQL's own estimate multiplies the words' shares as if they were independent, which a
 * phrase people type is not: "sea view" is in 14 % of the generated listings, and the planner
 * expects 2 %. An AND matches no more than its rarest part and an OR no more than the sum of its
 * parts, so this bound holds whatever the words have to do with each other (docs/decisions/0019).
 */

/** The parts of PostgreSQL's `querytree()` text: quoted lexemes, operators and parentheses. */
const TOKEN = /'(?:[^']|'')*'(?::[*A-D]+)?|\(|\)|&|\||!|<(?:-|\d+)>/g;

/**
 * The bound for a query given as `querytree()` prints it, e.g. `'sea' & 'view' | 'bahria'`.
 * `shareOf` gives a word's share (its most-common-element frequency, or the lowest listed one for
 * a word the statistics do not list). A prefix word or a negation bounds nothing (share 1).
 */
export function keywordShareBound(tree: string, shareOf: (lexeme: string) => number): number {
  const tokens = tree.match(TOKEN) ?? [];
  let at = 0;

  function any(): number {
    let sum = all();
    while (tokens[at] === '|') {
      at += 1;
      sum += all();
    }
    return Math.min(1, sum);
  }
  function all(): number {
    let least = one();
    while (tokens[at] === '&' || tokens[at]?.startsWith('<')) {
      at += 1;
      least = Math.min(least, one());
    }
    return least;
  }
  function one(): number {
    const token = tokens[at++];
    if (token === undefined) return 1;
    if (token === '!') {
      one();
      return 1;
    }
    if (token === '(') {
      const inner = any();
      if (tokens[at] === ')') at += 1;
      return inner;
    }
    if (token.startsWith("'")) {
      const closing = token.lastIndexOf("'");
      if (token.slice(closing + 1).includes('*')) return 1;
      return shareOf(token.slice(1, closing).replace(/''/g, "'"));
    }
    return 1;
  }

  return tokens.length ? any() : 1;
}
