import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_OF_ROUTE } from '../../../../e2e/helpers/pages';
import { routes } from './routes';

/** The route the app renders at `address`: the first that matches, else the not-found page (as entry-server). */
const routeAt = (address: string) =>
  (routes.find((r) => r.path !== '*' && matchPath(r.path, address)) ?? routes.at(-1)!).path;

describe("the browser checks' page list (e2e/helpers/pages.ts)", () => {
  it('names one address for every route of the app, and no route the app no longer has', () => {
    expect(Object.keys(PAGE_OF_ROUTE).sort()).toEqual(routes.map((r) => r.path).sort());
  });

  it.each(Object.entries(PAGE_OF_ROUTE))('%s: its address %s opens that route', (path, address) => {
    expect(routeAt(address)).toBe(path);
  });
});
