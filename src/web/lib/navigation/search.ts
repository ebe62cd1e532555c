/** `{ [key]: value }` when the search param is a non-empty string (numbers are kept as text), else `{}`. */
export function optionalString<K extends string>(search: Record<string, unknown>, key: K): { [P in K]?: string } {
  const value = search[key];
  if (typeof value === 'string' && value !== '') return { [key]: value } as { [P in K]?: string };
  if (typeof value === 'number') return { [key]: String(value) } as { [P in K]?: string };
  return {};
}

/**
 * How the router reads each search value: as JSON when it is JSON exactly as the router writes it, else
 * as the text in the address. The router's default turned a typed `?q=132E8` into 13200000000 and
 * `?q=1.50` into 1.5, so a search for a code that looks like a number found nothing.
 */
export function searchValue(raw: string): unknown {
  const parsed: unknown = JSON.parse(raw);
  return JSON.stringify(parsed) === raw ? parsed : raw;
}
