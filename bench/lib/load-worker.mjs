/**
 * Runs autocannon in a worker thread so the load generator does not share the event loop with the
 * server under test (both live in the bench process; the machine has 2 cores). Plain JavaScript:
 * worker threads do not get tsx's loader. Options and result: see LoadOptions/LoadResult in load.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const options = workerData;
let n = 0;
const runOptions = {
  url: options.url,
  method: options.method ?? 'GET',
  headers: options.headers ?? {},
  body: options.body,
  connections: options.connections,
  duration: options.durationSeconds,
  requests: options.uniqueClientIp
    ? [
        {
          // A different client address per request (the app trusts X-Forwarded-For in the bench), so
          // per-client limits count every request, as in production, without ever refusing one.
          setupRequest: (req) => {
            n++;
            const headers = { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
            return options.bodies
              ? { ...req, headers, body: options.bodies[n % options.bodies.length] }
              : { ...req, headers };
          },
        },
      ]
    : undefined,
};
// Inside a worker thread autocannon hands back raw histograms; aggregate them as the CLI does.
const raw = await autocannon(runOptions);
const result = autocannon.aggregateResult([raw], runOptions);
parentPort.postMessage({
  requestsPerSecond: raw.totalCompletedRequests / raw.duration,
  p99Ms: result.latency.p99,
  meanMs: result.latency.average,
  total: raw.totalCompletedRequests,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});
