/** An ILIKE pattern matching text that contains `q`, whose `%`, `_` and `\` are literal characters, not wildcards. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
