import { i18n, type Messages } from '@lingui/core';
import { readItem, StorageKey, writeItem } from '../lib/storage';
import { type Locale, pickLocale } from '../../domain/locale';

// Each catalogue is its own chunk: the first page loads only the language it shows.
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  es: () => import('./locales/es/messages.po'),
};

export function detectLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLocale(readItem(StorageKey.locale), languages);
}

/** Loads and activates a catalogue; dayjs follows through i18n's change event (format-date.ts). */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The user's explicit choice: activated and remembered. */
export async function switchLocale(locale: Locale): Promise<void> {
  writeItem(StorageKey.locale, locale);
  await activateLocale(locale);
}

export { i18n };
