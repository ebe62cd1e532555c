/**
 * Which of the router's full paths (`/inventory/item/$wmsNumber`, `/shipping-out/`) a location's
 * pathname is, as the router would match it: a `$name` segment takes any one segment, a lone `$` the
 * rest; of several, the one with the most literal segments, then one without a lone `$` (the home
 * page `/` before the catch-all `/$`). Null when none fits.
 */
export function routeOfPath(routes: readonly string[], pathname: string): string | null {
  const parts = segments(pathname);
  let best: { route: string; rank: number } | null = null;
  for (const route of routes) {
    const pattern = segments(route);
    const literal = fits(pattern, parts);
    if (literal === null) continue;
    const rank = literal * 2 + (pattern.includes('$') ? 0 : 1);
    if (best === null || rank > best.rank) best = { route, rank };
  }
  return best?.route ?? null;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The number of literal segments when `pattern` fits `parts`, else null. */
function fits(pattern: readonly string[], parts: readonly string[]): number | null {
  let literal = 0;
  for (const [i, segment] of pattern.entries()) {
    if (segment === '$') return i <= parts.length ? literal : null;
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith('$')) continue;
    if (segment.toLowerCase() !== safeDecode(part).toLowerCase()) return null;
    literal += 1;
  }
  return pattern.length === parts.length ? literal : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
