import { describe, expect, it } from 'vitest';
import { routeOfPath } from './route-of-path';

const ROUTES = ['/', '/inventory', '/inventory/item/', '/inventory/item/$wmsNumber', '/inventory/lot/create', '/inventory/lot/$lotNumber', '/docs/$', '/shipping-out/order-summary/view/$id'];

describe('routeOfPath', () => {
  it('finds the route a pathname is, trailing slash or not', () => {
    expect(routeOfPath(ROUTES, '/')).toBe('/');
    expect(routeOfPath(ROUTES, '/inventory')).toBe('/inventory');
    expect(routeOfPath(ROUTES, '/inventory/item')).toBe('/inventory/item/');
    expect(routeOfPath(ROUTES, '/inventory/item/W000123')).toBe('/inventory/item/$wmsNumber');
    expect(routeOfPath(ROUTES, '/shipping-out/order-summary/view/5b9c')).toBe('/shipping-out/order-summary/view/$id');
  });

  it('prefers a literal segment to a parameter', () => {
    expect(routeOfPath(ROUTES, '/inventory/lot/create')).toBe('/inventory/lot/create');
    expect(routeOfPath(ROUTES, '/inventory/lot/L-7')).toBe('/inventory/lot/$lotNumber');
  });

  it('lets a splat take the rest, and answers null for a path no route has', () => {
    expect(routeOfPath(ROUTES, '/docs/a/b/c')).toBe('/docs/$');
    expect(routeOfPath(ROUTES, '/inventory/item/W1/extra')).toBeNull();
    expect(routeOfPath(ROUTES, '/nowhere')).toBeNull();
  });

  it('takes the home page, not the app-wide catch-all, for /, whatever order the routes come in', () => {
    // The route tree lists the catch-all `/$` (the not-found page) before `/`.
    const app = ['/$', ...ROUTES];
    expect(routeOfPath(app, '/')).toBe('/');
    expect(routeOfPath([...ROUTES, '/$'], '/')).toBe('/');
    expect(routeOfPath(app, '/nowhere')).toBe('/$');
    expect(routeOfPath(app, '/inventory')).toBe('/inventory');
  });

  it('takes a segment that is not valid percent-encoding as it is', () => {
    expect(routeOfPath(ROUTES, '/inventory/item/%E0%A4%A')).toBe('/inventory/item/$wmsNumber');
  });
});
