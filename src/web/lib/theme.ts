import { useSyncExternalStore } from 'react';
import { readItem, StorageKey, writeItem } from './storage';

/** Dark mode: follows the system (prefers-color-scheme) unless the user picked light or dark. */
export type ThemeMode = 'system' | 'light' | 'dark';

const DARK_CLASS = 'ion-palette-dark';
const listeners = new Set<() => void>();
let mode: ThemeMode = 'system';
let media: MediaQueryList | null = null;

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'system' || value === 'light' || value === 'dark';
}

function apply() {
  const dark = mode === 'dark' || (mode === 'system' && (media?.matches ?? false));
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  listeners.forEach((listener) => listener());
}

export function initTheme(): void {
  const stored = readItem(StorageKey.theme);
  mode = isThemeMode(stored) ? stored : 'system';
  media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  media?.addEventListener('change', apply);
  apply();
}

export function setThemeMode(next: ThemeMode): void {
  mode = next;
  writeItem(StorageKey.theme, next === 'system' ? null : next);
  apply();
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
  );
}
