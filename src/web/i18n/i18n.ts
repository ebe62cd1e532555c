import { i18n } from '@lingui/core';
import { readItem, StorageKey, writeItem } from '../lib/storage';
import { type Locale, pickLocale } from '../../domain/locale';
import { LOCALE_COOKIE, pageCookie } from '../../domain/page-cookies';
import type { MessagesFile, Page, PageCatalogue } from '../../domain/catalogue-files';
import { routeOfPath } from '../../domain/route-of-path';

// The dev server has no bundle to split by: it compiles the whole catalogue of the language.
const devCatalogues: Record<Locale, () => Promise<MessagesFile>> = {
  en: () => import('./locales/en/messages.po'),
  es: () => import('./locales/es/messages.po'),
};

let page: PageCatalogue | null = null;
let pageName: Page = 'index';
/** Route catalogue files loaded for the active language. */
const loaded = new Map<string, Promise<void>>();
let allLoaded: Promise<void> | null = null;

async function fetchCatalogue<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

// A message no loaded catalogue carries is a build that missed a chunk's messages: reported (the browser
// tests fail on it), and the whole catalogue loads once so the screen re-renders with its words.
i18n.on('missing', ({ id }) => {
  if (!page || allLoaded) return;
  console.error(`Message ${id} is not in this page's catalogues; loading the whole catalogue.`);
  const locale = i18n.locale;
  allLoaded = fetchCatalogue<MessagesFile>(`/${page.all}`).then(({ messages }) => {
    if (i18n.locale === locale) i18n.load(locale, messages);
  });
});

export function detectLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLocale(readItem(StorageKey.locale), languages);
}

const routeFileOf = (catalogue: PageCatalogue, pathname: string) => {
  const route = routeOfPath(Object.keys(catalogue.routes), pathname);
  return route === null ? undefined : catalogue.routes[route];
};

/**
 * Loads and activates a page's catalogue, with the messages of the route at `pathname` when given, so
 * a screen on view never renders between the two; dayjs follows through i18n's change event.
 */
export async function activateLocale(locale: Locale, options: { page?: Page; pathname?: string } = {}): Promise<void> {
  pageName = options.page ?? pageName;
  if (import.meta.env.DEV) {
    const { messages } = await devCatalogues[locale]();
    i18n.loadAndActivate({ locale, messages });
  } else {
    const next = await fetchCatalogue<PageCatalogue>(`/i18n/${pageName}.${locale}.json`);
    const routeFile = options.pathname === undefined ? undefined : routeFileOf(next, options.pathname);
    const route = routeFile ? (await fetchCatalogue<MessagesFile>(`/${routeFile}`)).messages : {};
    page = next;
    loaded.clear();
    if (routeFile) loaded.set(routeFile, Promise.resolve());
    allLoaded = null;
    i18n.loadAndActivate({ locale, messages: { ...next.messages, ...route } });
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.cookie = pageCookie(LOCALE_COOKIE, locale);
  }
}

/** The messages of the route at `pathname` that its page lacks, before the route renders. */
export function loadRouteMessages(pathname: string): Promise<void> | undefined {
  const file = page ? routeFileOf(page, pathname) : undefined;
  if (!file) return undefined;
  let loading = loaded.get(file);
  if (!loading) {
    const locale = i18n.locale;
    loading = fetchCatalogue<MessagesFile>(`/${file}`).then(
      ({ messages }) => {
        if (i18n.locale === locale) i18n.load(locale, messages);
      },
      (error: unknown) => {
        loaded.delete(file);
        throw error;
      },
    );
    loaded.set(file, loading);
  }
  return loading;
}

/** The user's explicit choice: activated with the words of the screen on view, and remembered. */
export async function switchLocale(locale: Locale): Promise<void> {
  writeItem(StorageKey.locale, locale);
  await activateLocale(locale, { pathname: window.location.pathname });
}

export { i18n };
