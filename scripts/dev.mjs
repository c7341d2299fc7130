// `npm run dev`: the server restarting on every change (tsx watch) behind Vite's dev server with hot module
// replacement, on one origin, http://localhost:5173. Vite answers the pages and their modules and proxies the
// server's paths (the API, sign-in, the legacy form posts, …; see apps/web/vite.config.ts) to the server on
// PORT (8000), so cookies, the sign-in SDK and relative API calls work as in production. Links in e-mails
// point at the dev origin (PUBLIC_URL). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const WEB_PORT = process.env.WEB_PORT ?? '5173';
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '8000',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
};

// Each in its own process group, so that stopping one also stops what it started (npx → tsx → the server).
const start = (args) => spawn('npx', args, { stdio: 'inherit', env, detached: true });
const children = [
  start(['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts']),
  start(['vite', '--config', 'apps/web/vite.config.ts', '--port', WEB_PORT, '--strictPort']),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  process.exitCode = code;
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// One without the other is no dev server: when either stops, stop both.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
