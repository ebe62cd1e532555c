/** PostgreSQL's unique_violation, whether the driver's error arrives bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
    if (!current) return false;
  }
  return false;
}
