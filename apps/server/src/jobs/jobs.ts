import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * A background job: `run` is called every `everyMs` on every instance, so it must be safe to run on several
 * instances at once (claim rows in the database, never rely on being the only runner).
 */
export interface Job {
  name: string;
  everyMs: number;
  run(log: FastifyBaseLogger): Promise<unknown>;
}

/** Starts each job on its interval once the app is ready and stops them all when it closes. */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): void {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const log = app.log.child({ job: job.name });
      const timer = setInterval(() => {
        job.run(log).catch((err: unknown) => log.warn({ err }, `${job.name} failed`));
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
