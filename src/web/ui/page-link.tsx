import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PAGES, type PageName } from '../lib/navigation/pages';

interface PageLinkProps {
  page: PageName;
  params?: Record<string, string | undefined>;
  search?: Record<string, string | undefined>;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page' | undefined;
}

/**
 * A link to a page of the page table by name (paths live in one place). Only a link to the very page on
 * screen counts as current: TanStack's default prefix match would mark a breadcrumb's parent page as
 * the current one for screen readers.
 */
export function PageLink({ page, params, search, children, ...rest }: PageLinkProps) {
  const link = { to: PAGES[page].path, params, search } as unknown as LinkProps;
  return (
    <Link {...link} activeOptions={{ exact: true, includeSearch: false }} {...rest}>
      {children}
    </Link>
  );
}
