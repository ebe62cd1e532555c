import { optionalString } from '../../lib/navigation/search';

/** `notice`: what the page says above the form after a password was set through a mailed link. */
export type LoginNotice = 'password-set' | 'invitation-accepted';

export interface LoginSearch {
  next?: string;
  notice?: LoginNotice;
}

/** The login page's query, read the same way by its route and by its own first-load entry. */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  return {
    ...optionalString(search, 'next'),
    ...(search.notice === 'password-set' || search.notice === 'invitation-accepted' ? { notice: search.notice } : {}),
  };
}
