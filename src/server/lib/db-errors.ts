/**
 * PostgreSQL's unique_violation, whether the driver's error arrives bare or wrapped by drizzle;
 * with `constraint`, only a violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
    current = (current as { cause?: unknown }).cause;
    if (!current) return false;
  }
  return false;
}
