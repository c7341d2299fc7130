import { lazy, type ComponentType } from 'react';

/** The chunk's address in a failed dynamic import's message ("Failed to fetch dynamically imported module: …"). */
const FAILED_CHUNK = /(https?:\/\/\S+?\.js)\b/;

/**
 * The retry of a failed chunk. A browser may keep the failure in its module map under the chunk's address (Chromium
 * 155 does): asking for the same address again fails again without a request, so the retry asks under a new one.
 * Where the message names no address, the first load is tried again.
 */
function retryLoad<T>(error: unknown, load: () => Promise<T>): Promise<T> {
  const url = error instanceof Error ? FAILED_CHUNK.exec(error.message)?.[1] : undefined;
  return url ? (import(/* @vite-ignore */ `${url}?retry=${Date.now()}`) as Promise<T>) : load();
}

/**
 * React.lazy that retries a failed chunk load once (a deploy may have replaced the chunk, or the
 * network blinked); a second failure reaches the error boundary, which offers a reload.
 */
export function lazyPage<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  const retrying = () =>
    load().catch((error: unknown) => new Promise((r) => setTimeout(r, 300)).then(() => retryLoad(error, load)));
  const Component = lazy(retrying);
  return Object.assign(Component, { preload: retrying });
}
