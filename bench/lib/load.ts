import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Sends a distinct X-Forwarded-For per request. */
  uniqueClientIp?: boolean;
  /** With uniqueClientIp: request bodies sent in turn instead of `body`. */
  bodies?: string[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  meanMs: number;
  total: number;
  non2xx: number;
  errors: number;
  /**
   * Microseconds the servers' event loop (this thread) was busy per completed request. Unlike req/s it
   * does not depend on the load generator keeping up: when the server idles, req/s measures autocannon.
   */
  serverUsPerRequest: number;
  /** Share of the run the servers' event loop was busy (1 = saturated). */
  serverBusy: number;
}

export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Loads `url` with autocannon from a worker thread and returns its summary. 127.0.0.1 only. */
export async function load(
  options: Omit<LoadOptions, 'connections' | 'durationSeconds'> & Partial<LoadOptions>,
): Promise<LoadResult> {
  const host = new URL(options.url).hostname;
  if (host !== '127.0.0.1') throw new Error(`benchmarks load 127.0.0.1 only, not ${host}`);
  const full: LoadOptions = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, ...options };
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: full });
  const loopBefore = performance.eventLoopUtilization();
  return new Promise((resolve, reject) => {
    worker.once('message', (r: Omit<LoadResult, 'serverUsPerRequest' | 'serverBusy'>) => {
      const loop = performance.eventLoopUtilization(loopBefore);
      resolve({ ...r, serverUsPerRequest: (loop.active * 1000) / Math.max(r.total, 1), serverBusy: loop.utilization });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

/** A short warm-up so JIT and caches are settled before the measured run. */
export async function warmUp(options: Parameters<typeof load>[0]): Promise<void> {
  await load({ ...options, durationSeconds: 1 });
}
