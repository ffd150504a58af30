import { APP_ROUTE_PATTERNS } from '@avtalt/contracts';
import type { RouteObject } from 'react-router';
import { routes } from './routes';

/** Every address pattern the route table renders a page for, '*' catch-alls left out. */
function patternsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    // A page is an index route or a path without children (a path with children shows its index child's page).
    const here = route.index || (route.path !== undefined && !route.children) ? [own === '' ? '/' : own] : [];
    return [...here, ...patternsOf(route.children ?? [], own)];
  });
}

describe('the route table and the gateway', () => {
  it('has exactly the pages the gateway answers 200 for (APP_ROUTE_PATTERNS in libs/contracts); any other address gets 404', () => {
    const table = patternsOf(routes);
    expect(table.length).toBeGreaterThan(10);
    expect([...table].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });
});
