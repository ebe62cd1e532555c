import { useSyncExternalStore } from 'react';
import { createStore, useStore } from '../lib/store/create-store';

/**
 * The side menu's state, shared by the screens' Menu button (ui/screen-frame) and the menu itself
 * (features/shell): under 1024 px the menu is a drawer opened by that button, from 1024 px it is
 * always shown beside the screen.
 */
export const MENU_ID = 'side-menu';
const WIDE = '(min-width: 1024px)';

const open = createStore(false);
let opener: HTMLElement | null = null;

export function useMenuOpen(): boolean {
  return useStore(open);
}

/** Opens the drawer; focus returns to `from` when it closes. */
export function openMenu(from: HTMLElement | null): void {
  opener = from;
  open.set(true);
}

export function closeMenu({ restoreFocus }: { restoreFocus: boolean }): void {
  open.set(false);
  const target = restoreFocus ? opener : null;
  opener = null;
  // After React has rendered the close: until then the screen behind the drawer is still inert.
  if (target) requestAnimationFrame(() => target.isConnected && target.focus());
}

const wide = typeof matchMedia === 'function' ? matchMedia(WIDE) : null;
const subscribeWide = (listener: () => void) => {
  wide?.addEventListener('change', listener);
  return () => wide?.removeEventListener('change', listener);
};

/** True from 1024 px, where the menu is persistent. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribeWide, () => wide?.matches ?? false);
}
