import { lazy, type ComponentType } from 'react';

/**
 * React.lazy that retries a failed chunk load once (a deploy may have replaced the chunk, or the
 * network blinked); a second failure reaches the error boundary, which offers a reload.
 */
export function lazyPage<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  const retrying = () => load().catch(() => new Promise<{ default: T }>((r) => setTimeout(r, 300)).then(load));
  const Component = lazy(retrying);
  return Object.assign(Component, { preload: retrying });
}
