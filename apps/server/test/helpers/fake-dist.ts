import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface FakeDist {
  dir: string;
  /** Files written, relative path -> content. */
  files: Record<string, string | Buffer>;
  remove(): void;
}

export const FAKE_ASSET = 'assets/app-abc123.js';
export const FAKE_ASSET_SOURCE = `console.log(${JSON.stringify('hashed asset '.repeat(200))});\n`;

/**
 * A tiny stand-in for apps/web/dist (what `vite build` + prerender produce), so that SPA serving
 * is tested without building the web app: home, app shell, one prerendered page and a hashed
 * asset with its brotli and gzip variants. `extra` adds files.
 */
export function createFakeDist(extra: Record<string, string | Buffer> = {}): FakeDist {
  const dir = mkdtempSync(join(tmpdir(), 'app-fake-dist-'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Home</title><main>prerendered home</main>',
    'shell.html': '<!doctype html><title>App</title><div id="root">app shell</div>',
    'blog/1/index.html': '<!doctype html><title>Blog 1</title><article>prerendered blog post 1</article>',
    [FAKE_ASSET]: FAKE_ASSET_SOURCE,
    [`${FAKE_ASSET}.br`]: brotliCompressSync(FAKE_ASSET_SOURCE),
    [`${FAKE_ASSET}.gz`]: gzipSync(FAKE_ASSET_SOURCE),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    ...extra,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
