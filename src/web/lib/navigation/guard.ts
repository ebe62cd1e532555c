import { redirect } from '@tanstack/react-router';
import { decideAccess, type GuardDecision } from '../../../domain/guard';
import type { Grants } from '../../../domain/permissions';
import { readItem, StorageKey, writeItem } from '../storage';
import { accessFor, isPageName, PAGES, type PageName } from './pages';

/** The guard's decision for one page of the table (pure; tested as a table). */
export function decidePage(
  name: PageName,
  grants: Grants | null,
  href: string,
  params: Record<string, string | undefined> = {},
): GuardDecision {
  const page = PAGES[name];
  return decideAccess({ page: { name, access: accessFor(page, params) }, grants, href });
}

/** The page the guard last refused in this tab, shown on the no-permission page. */
export function rememberDeniedPage(name: string): void {
  writeItem(StorageKey.deniedPage, name, 'session');
}

export function deniedPage(): PageName | null {
  const name = readItem(StorageKey.deniedPage, 'session');
  return isPageName(name) ? name : null;
}

/** What every route's `beforeLoad` receives that the guard needs. */
export interface GuardArgs {
  context: { session: { grants(): Grants | null }; sessionChecked?: Promise<unknown> };
  location: { href: string };
  params?: unknown;
}

/**
 * The one `beforeLoad` of every page route: asks `decideAccess` and turns its answer into
 * TanStack redirects (login with `next`, home, or no-permission remembering the page).
 * While a session kept from the last visit is being checked (main.tsx), a page it may open opens at
 * once, but a refusal waits for the server's answer and is decided again: permissions granted since
 * the last visit must not leave the user on no-permission.
 */
export function guardPage(name: PageName) {
  return ({ context, location, params }: GuardArgs): void | Promise<void> => {
    const decide = () => decidePage(name, context.session.grants(), location.href, (params ?? {}) as Record<string, string>);
    const decision = decide();
    if (decision.kind !== 'allow' && context.sessionChecked) return context.sessionChecked.then(() => follow(decide()));
    follow(decision);
  };
}

function follow(decision: GuardDecision): void {
  switch (decision.kind) {
    case 'allow':
      return;
    case 'login':
      throw redirect({ to: '/login', search: { next: decision.next } });
    case 'home':
      throw redirect({ to: '/' });
    case 'no-permission':
      rememberDeniedPage(decision.deniedPage);
      throw redirect({ to: '/no-permission' });
  }
}
