import { THEME_COOKIE, pageCookie } from '../../domain/page-cookies';
import { readItem, StorageKey, writeItem } from './storage';
import { createStore, useStore } from './store/create-store';

/** Dark mode: follows the system (prefers-color-scheme) unless the user picked light or dark. */
export type ThemeMode = 'system' | 'light' | 'dark';

const DARK_CLASS = 'ion-palette-dark';
const mode = createStore<ThemeMode>('system');
let media: MediaQueryList | null = null;

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'system' || value === 'light' || value === 'dark';
}

function apply() {
  const current = mode.get();
  const dark = current === 'dark' || (current === 'system' && (media?.matches ?? false));
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  // The login page the server paints comes in this palette next time (src/server/lib/login-paint.ts).
  document.cookie = pageCookie(THEME_COOKIE, dark ? 'dark' : 'light');
}

export function initTheme(): void {
  const stored = readItem(StorageKey.theme);
  mode.set(isThemeMode(stored) ? stored : 'system');
  media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  media?.addEventListener('change', apply);
  apply();
}

export function setThemeMode(next: ThemeMode): void {
  mode.set(next);
  writeItem(StorageKey.theme, next === 'system' ? null : next);
  apply();
}

export function useThemeMode(): ThemeMode {
  return useStore(mode);
}
