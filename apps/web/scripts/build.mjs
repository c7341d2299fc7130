// Builds the web app: client bundle, then prerendered HTML for public pages, then brotli/gzip variants.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'node_modules', '.prerender');

// The manifest says which stylesheets each lazily loaded page needs (read below, then removed).
await build({ root, logLevel: 'warn', build: { manifest: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { pageStyles, pageModules } = pageAssetsFrom(
  join(dist, '.vite', 'manifest.json'),
  join(root, 'src', 'app', 'routes.tsx'),
);
rmSync(join(dist, '.vite'), { recursive: true, force: true });
// The page's one inline script (first-tap, vite.config.ts): the server's CSP allows it by its hash, and no other.
const inline = [...template.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
if (inline.length !== 1) throw new Error(`build: expected one inline script in the page, found ${inline.length}`);
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptHash = sha256(inline[0]);
// Every page's inline stylesheets (the entry's, then the page's own): the CSP allows exactly these, by their
// hashes, and no other inline style (ADR 0951). Collected as the pages are written; csp.json is written last.
const styleHashes = new Set();
const inlineStyles = (html) => {
  for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) styleHashes.add(sha256(css));
  if (/<[a-z][^>]*\sstyle="/i.test(html)) throw new Error('build: a style attribute in a page (the CSP refuses it)');
  return html;
};
// The empty shell serves every client route that is not prerendered.
writeFileSync(join(dist, 'shell.html'), inlineStyles(template));

const { render, routes } = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
let count = 0;
for (const route of routes) {
  for (const url of route.prerender ?? []) {
    const page = await render(url);
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.title)}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escape(page.description)}$2`)
      .replace('<!--app-html-->', page.html)
      .replace('</head>', `${pageStyles(route.path)}</head>`)
      // The page's own chunk is preloaded with the entry's, after the first paint (src/first-tap.ts, ADR 0680):
      // the entry would ask for it only once it ran, a round trip later.
      .replace(/( data-modules="[^"]*)"/, (_, list) => `${list} ${pageModules(route.path).join(' ')}"`);
    // The not-found page is served by the server, with status 404, for every unknown path. A page for every value
    // of a parameter ("/readings/:id") is written as "readings/[id]/index.html" (ADR 1403, apps/server/src/web/spa.ts).
    const file =
      url === '/'
        ? join(dist, 'index.html')
        : url === '/404'
          ? join(dist, '404.html')
          : join(dist, url.slice(1).replace(/:(\w+)/g, '[$1]'), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, inlineStyles(html));
    count++;
  }
}
writeFileSync(join(dist, 'csp.json'), JSON.stringify({ scriptSrc: [scriptHash], styleSrc: [...styleHashes].sort() }));
// The client routes, for the server to tell an unknown path (404) from a page rendered in the browser. A route
// with a parameter whose every page is prerendered one by one (the blog posts) is left out: any other value is
// unknown. One prerendered for every value ("/readings/:id") stays.
const fullyPrerendered = (r) =>
  r.path.includes(':') && r.prerender?.length && !r.prerender.some((u) => u.includes(':'));
const clientRoutes = routes.filter((r) => r.path !== '*' && !fullyPrerendered(r)).map((r) => r.path);
writeFileSync(join(dist, 'routes.json'), JSON.stringify(clientRoutes));
rmSync(ssrOut, { recursive: true, force: true });

// Precompressed variants, served by the server when the browser accepts them.
const compressible = /\.(js|css|html|svg|txt|json|xml|webmanifest)$/;
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
let compressed = 0;
for (const file of walk(dist)) {
  if (!compressible.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  compressed++;
}
console.log(`web: built, ${count} pages prerendered, ${compressed} files precompressed`);

/**
 * A prerendered page's own stylesheets inline in its <head>, after the entry's (issue 25: layout shift). A page's
 * CSS otherwise comes with its lazily loaded chunk, after the first paint, and the page moved when it landed
 * (CLS 0.05-0.1 on a phone). Which module is a route's page is read from routes.tsx (`path: '…'` then
 * `import('…')`); the stylesheets of that module and of everything it imports statically from the manifest.
 * The chunk still loads its stylesheets when it runs: the same rules a second time, in the same order.
 */
function pageAssetsFrom(manifestFile, routesFile) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const source = readFileSync(routesFile, 'utf8');
  const pageOf = new Map(
    [...source.matchAll(/path: '([^']+)',\s*Page: lazyPage\(\(\) => import\('([^']+)'\)\)/g)].map(([, path, spec]) => [
      path,
      ['.tsx', '.ts']
        .map((ext) =>
          relative(root, join(dirname(routesFile), spec + ext))
            .split(sep)
            .join('/'),
        )
        .find((key) => manifest[key]),
    ]),
  );
  const cssOf = (key, seen = new Set()) => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    return [...(chunk.imports ?? []).flatMap((k) => cssOf(k, seen)), ...(chunk.css ?? [])];
  };
  // The page module's chunk and every chunk it imports statically.
  const modulesOf = (key, seen = new Set()) => {
    if (seen.has(key)) return [];
    seen.add(key);
    return [manifest[key].file, ...(manifest[key].imports ?? []).flatMap((k) => modulesOf(k, seen))];
  };
  // The entry's own stylesheets are in the template already, and its modules are on first-tap's tag.
  const inTemplate = new Set(cssOf('index.html'));
  const entryModules = new Set(modulesOf('index.html'));
  const keyOf = (routePath) => {
    const key = pageOf.get(routePath);
    if (!key) throw new Error(`build: no page module found in routes.tsx for the prerendered route ${routePath}`);
    return key;
  };
  return {
    pageStyles: (routePath) =>
      [...new Set(cssOf(keyOf(routePath)))]
        .filter((file) => !inTemplate.has(file))
        .map((file) => `<style>${readFileSync(join(dist, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`)
        .join(''),
    pageModules: (routePath) =>
      [...new Set(modulesOf(keyOf(routePath)))].filter((file) => !entryModules.has(file)).map((file) => `/${file}`),
  };
}
