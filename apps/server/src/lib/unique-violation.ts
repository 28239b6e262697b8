/**
 * Whether a database error is a unique-index refusal (PostgreSQL 23505), as pg throws it or as
 * drizzle wraps it (`cause`); with `constraint`, of that index (when the driver names it).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.code === '23505' ? e : e?.cause;
  if (inner?.code !== '23505') return false;
  return !constraint || !inner.constraint || inner.constraint === constraint;
}
