/*
 * Cookies the app mirrors its interface choices in, so that the server can send a page already in the
 * user's language and palette, before any script runs (issue 22, ADR 0023). They carry no secret and
 * authorise nothing: the session stays a bearer token.
 */

/** The language the app shows (`en`, `es`). */
export const LOCALE_COOKIE = 'wms.locale';

/** The palette the app shows, resolved (`dark` or `light`, the system's when the user chose neither). */
export const THEME_COOKIE = 'wms.theme';

/** A cookie the page's script writes for the whole site, kept a year. */
export function pageCookie(name: string, value: string): string {
  return `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
}
