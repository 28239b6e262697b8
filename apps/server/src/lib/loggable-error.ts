/**
 * An error as it may be written to the log: type, message, stack frames and, for a database
 * error, the SQL (with placeholders), its code, table, constraint and column, but never the
 * bound parameters nor PostgreSQL's `detail` (`Key (email)=(…) already exists`), anywhere in the
 * `cause` chain. Values that still show in a message are cut out.
 */
export function loggableError(error: unknown): LoggedError {
  // Anything else (a plain object, a string) is written as it is, as pino does.
  if (!(error instanceof Error)) return error as LoggedError;
  return describe(error, collectParams(error), 0);
}

/** What pino (and Fastify's `err` serializer type) expect of a serialized error. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Fields of a driver error (pg, PGlite) that name things, never values. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;
const MAX_DEPTH = 5;

function describe(error: Error, params: string[], depth: number): LoggedError {
  const source = error as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: source.constructor?.name ?? 'Error',
    message: redact(messageOf(source), params),
    // Frames only: the first line repeats the message, parameters included.
    stack: (source.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
  if (typeof source.query === 'string') out.query = source.query;
  for (const field of DATABASE_FIELDS) {
    if (typeof source[field] === 'string' || typeof source[field] === 'number') out[field] = source[field];
  }
  if (typeof source.statusCode === 'number') out.statusCode = source.statusCode;
  const cause = source.cause;
  if (cause !== undefined && depth < MAX_DEPTH) {
    out.cause = cause instanceof Error ? describe(cause, params, depth + 1) : redactAny(cause, params);
  }
  return out;
}

/** Drizzle's message repeats the query and its parameters: keep the query line only. */
function messageOf(error: Error & Record<string, unknown>): string {
  const message = String(error.message ?? '');
  return Array.isArray(error.params) ? message.replace(/\nparams: [\s\S]*$/, '') : message;
}

/** The bound parameters anywhere in the chain, as text, to cut out of messages. */
function collectParams(error: unknown): string[] {
  const found: string[] = [];
  for (let node = error, depth = 0; node && typeof node === 'object' && depth <= MAX_DEPTH; depth++) {
    const params = (node as { params?: unknown }).params;
    if (Array.isArray(params)) {
      for (const p of params) {
        const text = p instanceof Date ? p.toISOString() : typeof p === 'object' ? JSON.stringify(p) : String(p);
        if (text && text.length >= 3) found.push(text);
      }
    }
    node = (node as { cause?: unknown }).cause;
  }
  // Longest first, so a value containing another is cut whole.
  return found.sort((a, b) => b.length - a.length);
}

/** A cause that is not an Error: text is redacted, anything else is left out but for its kind. */
function redactAny(value: unknown, params: string[]): unknown {
  if (typeof value === 'string') return redact(value, params);
  return value === null || typeof value !== 'object' ? value : `[${typeof value}]`;
}

function redact(text: string, params: string[]): string {
  let out = text;
  for (const value of params) out = out.split(value).join('[redacted]');
  // PostgreSQL quotes the offending input: `invalid input syntax for type integer: "…"`,
  // `value "…" is out of range`, `invalid input value for enum x: "…"`.
  return out.replace(/(: |value )"(?:[^"]|"")*"/g, '$1"[redacted]"');
}
