import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailbox, type Mailbox } from '../../apps/server/test/helpers/mailbox';
import { freePort } from '../../apps/server/test/helpers/postgres';
import { SERVER_BUNDLE } from './site-files';

// A site's process, for the test files (helpers/app.ts: startSite) and for global-setup (the shared visitor site,
// ADR 0970). No vitest imports: global-setup runs outside the test workers.

const root = join(import.meta.dirname, '../..');

export interface RunningSite {
  url: string;
  mailbox: Mailbox;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the real server as production does (`npm run start:prod`: the bundle `npm run build` made, checked
 * fresh by global-setup; half the start-up CPU of compiling the sources through tsx), on its own PGlite
 * directory (a copy of `template`, the run's migrated one, see global-setup), mail to a test SMTP server in
 * this process. On `port` when given (then a port another socket took first fails it), else on a free one.
 */
export async function startSiteFrom(
  template: string,
  env: Record<string, string> = {},
  { port: fixedPort, retries = 3 }: { port?: number; retries?: number } = {},
): Promise<RunningSite> {
  const mailbox = await startMailbox();
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'app-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in e-mails come from configuration only (never the Host header): this site's own address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: mailbox.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  // A site that dies under a running test says why: its own log, not only the pages' "connection refused".
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping && logs.length > 0 && child.exitCode !== null && !/EADDRINUSE/.test(logs.join('')))
      console.error(`site on port ${port} exited (code ${code}, signal ${signal}) while in use:\n${logs.join('')}`);
    else if (!stopping && signal) console.error(`site on port ${port} was killed by ${signal} while in use`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) {
      // The free port was taken before the server listened (another socket got it first): start again elsewhere.
      if (fixedPort === undefined && retries > 0 && /EADDRINUSE/.test(logs.join(''))) {
        await mailbox.close();
        rmSync(dataDir, { recursive: true, force: true });
        return startSiteFrom(template, env, { retries: retries - 1 });
      }
      throw new Error(`server exited:\n${logs.join('')}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    mailbox,
    logs,
    async stop() {
      stopping = true;
      // A site that already exited would never say so again: waiting for it would hang the hook.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // Killed, not asked to finish: its database is thrown away next, and a graceful close wrote PGlite's
        // files back first (0.2-1.6 s a file on the 2-core machine; ADR 0941). Graceful shutdown has its own
        // tests (apps/server/test/shutdown.test.ts).
        child.kill('SIGKILL');
        await exited;
      }
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
