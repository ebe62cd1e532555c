import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../../route-tree.gen';
import { PAGE_LIST, PAGES } from './pages';

interface AnyRoute {
  id: string;
  fullPath: string;
  options: { staticData?: { page?: string } };
  children?: Record<string, AnyRoute> | AnyRoute[];
}

function leaves(route: AnyRoute): AnyRoute[] {
  const children = route.children ? Object.values(route.children) : [];
  return children.length === 0 ? [route] : children.flatMap(leaves);
}

// Building a router gives every route its id and full path.
createRouter({ routeTree, context: { session: { grants: () => null } } as never });

describe('file routes and the page table agree', () => {
  const routes = leaves(routeTree as unknown as AnyRoute);

  it('every leaf route names a page whose path it serves', () => {
    for (const route of routes) {
      const name = route.options.staticData?.page;
      expect(name, route.id).toBeDefined();
      const page = PAGES[name as keyof typeof PAGES];
      const fullPath = route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath;
      expect(fullPath, route.id).toBe(page.path);
    }
  });

  it('every page of the table has exactly one route', () => {
    const served = routes.map((r) => r.options.staticData?.page);
    for (const page of PAGE_LIST) expect(served.filter((n) => n === page.name), page.name).toHaveLength(1);
  });

  it('puts each page in its layout', () => {
    for (const route of routes) {
      const page = PAGES[route.options.staticData?.page as keyof typeof PAGES];
      const expected = page.layout === 'none' ? '' : `/_${page.layout}`;
      if (expected) expect(route.id.startsWith(`${expected}/`), route.id).toBe(true);
      else expect(route.id.startsWith('/_'), route.id).toBe(false);
    }
  });
});
