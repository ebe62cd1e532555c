/** `{ [key]: value }` when the search param is a non-empty string (numbers are kept as text), else `{}`. */
export function optionalString<K extends string>(search: Record<string, unknown>, key: K): { [P in K]?: string } {
  const value = search[key];
  if (typeof value === 'string' && value !== '') return { [key]: value } as { [P in K]?: string };
  if (typeof value === 'number') return { [key]: String(value) } as { [P in K]?: string };
  return {};
}
