/**
 * Article bodies, one chunk each, so the post index stays small and a post page downloads only its own
 * article. The promise is cached so that prerender, hydration and later visits share one load.
 */
const loaders: Record<number, () => Promise<{ default: string }>> = {
  1: () => import('./posts/life-path'),
  2: () => import('./posts/name-numbers'),
  3: () => import('./posts/twin-hours'),
  4: () => import('./posts/retrogrades'),
  5: () => import('./posts/endings-beginnings'),
};

const cache = new Map<number, Promise<string>>();

export const hasPostBody = (id: number): boolean => id in loaders;

export function loadPostBody(id: number): Promise<string> {
  let body = cache.get(id);
  if (!body) {
    body = loaders[id]!().then((m) => m.default);
    // A failed download may be retried on the next render.
    body.catch(() => cache.delete(id));
    cache.set(id, body);
  }
  return body;
}
