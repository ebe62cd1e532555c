/** Languages of the interface and of the server's mails; names are written in their own language on purpose. */
export const LOCALES = { en: 'English', es: 'Español' } as const;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** The remembered choice wins; otherwise the first browser language we have (es-MX → es). */
export function pickLocale(stored: string | null, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The languages an Accept-Language header names, in the order written (weights ignored). */
function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '').split(',').map((part) => part.split(';')[0]!.trim()).filter(Boolean);
}

/**
 * The language an HTTP request asks for: the one the user chose in the app when the request carries
 * it (the page's cookie), else the first of its Accept-Language the app has, as the app decides.
 */
export function localeOfAcceptLanguage(header: string | null | undefined, chosen: string | null = null): Locale {
  return pickLocale(chosen, acceptedLanguages(header));
}
