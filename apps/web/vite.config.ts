import { existsSync } from 'node:fs';
import { join } from 'node:path';
// By file, not package name: Vite's default config loader bundles relative imports but leaves a package to Node,
// which cannot load the package's .ts (ADR 0408).
import { SERVER_PATH_ROOTS } from '../../packages/contracts/src/api-routes.ts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// react-router's package exports only its development build; the browser bundle takes the production
// build it also ships (no dev warnings, smaller).
const routerProduction = join(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs');

/** The paths the dev server hands to the API server, from the one list in contracts (a folder's own address stays). */
const SERVER_PATHS = `^(${SERVER_PATH_ROOTS.map((root) => root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + (root.endsWith('/') ? '(?!$)' : '')).join('|')})`;

const FIRST_TAP = 'src/first-tap.ts';

const FONTS = 'src/styles/fonts.css';

/**
 * src/first-tap.ts is its own tiny entry, put first in <head> as an async module so it runs long before the
 * app's entry (ADR 0640). A second module script in index.html would be bundled into the main entry instead.
 * In the build it is inline (a plain script, in <head>) and also loads the app after the first paint
 * (ADR 0680): the entry's script tag and its modulepreload links leave the page, and their addresses (with the
 * web fonts' stylesheet) go on first-tap's tag as data, so nothing but the HTML is fetched before the page is
 * painted.
 */
function firstTap(): Plugin {
  return {
    name: 'first-tap',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = bundle ? Object.values(bundle) : [];
        const chunk = chunks.find((c) => c.type === 'chunk' && c.isEntry && c.name === 'first-tap');
        if (!bundle || chunk?.type !== 'chunk') {
          // The dev server: the page's own script tag loads the app; the fonts' stylesheet as a plain link.
          return [
            { tag: 'script', attrs: { type: 'module', async: true, src: `/${FIRST_TAP}` }, injectTo: 'head-prepend' },
            { tag: 'link', attrs: { rel: 'stylesheet', href: `/${FONTS}` }, injectTo: 'head' },
          ];
        }
        const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry && c.name === 'index');
        const fonts = chunks.find((c) => c.type === 'asset' && c.originalFileNames.includes(FONTS));
        if (entry?.type !== 'chunk' || fonts?.type !== 'asset')
          throw new Error('first-tap: no app entry or fonts stylesheet in the build');
        // Inline, so nothing but the HTML is on the first paint's path and a tap is held from the first byte
        // (ADR 0680); the server allows exactly this script by its hash (scripts/build.mjs writes csp.json).
        const code = chunk.code.trim();
        if (/<\/script|^\s*(import|export)\b/im.test(code))
          throw new Error('first-tap: not inlinable as a plain script');
        const attrs = {
          'data-entry': `/${entry.fileName}`,
          'data-modules': entry.imports.map((f) => `/${f}`).join(' '),
          'data-styles': `/${fonts.fileName}`,
          // family|weight|style|file, one face after another (`;`): plain text, nothing to escape in an attribute.
          'data-fonts': fontFaces(fonts.source)
            .map((f) => [f.family, f.weight, f.style, f.url].join('|'))
            .join(';'),
        };
        const withoutEntry = html
          .replace(new RegExp(`<script type="module"[^>]*src="/${entry.fileName}"[^>]*></script>\\s*`), '')
          .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
        if (withoutEntry.includes(entry.fileName)) throw new Error('first-tap: the entry is still named in the page');
        const children = `(()=>{${code}})();`;
        // At the end of <head> (the charset's <meta> stays in the first 1024 bytes), before any of the body.
        return { html: withoutEntry, tags: [{ tag: 'script', attrs, children, injectTo: 'head' }] };
      },
    },
  };
}

/**
 * The web fonts' faces, read from their built stylesheet, for src/first-tap.ts to load with the CSS Font Loading API
 * and add to the page all at once, loaded (ADR 1405): family, weight, style and the woff2 file of each. Every browser
 * with that API reads woff2; one without it gets the stylesheet (`data-styles`).
 */
function fontFaces(source: string | Uint8Array): { family: string; weight: string; style: string; url: string }[] {
  const css = typeof source === 'string' ? source : new TextDecoder().decode(source);
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const get = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body!)?.[1]?.trim();
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(body!)?.[1];
    const family = get('font-family')?.replace(/^["']|["']$/g, '');
    if (!family || !url || /[|;"]/.test(family + url))
      throw new Error(`first-tap: a web font without a plain family or woff2 file: ${body}`);
    return { family, weight: get('font-weight') ?? '400', style: get('font-style') ?? 'normal', url };
  });
  if (faces.length === 0) throw new Error('first-tap: no @font-face in the fonts stylesheet');
  return faces;
}

/**
 * The entry's stylesheet goes inline into every page (ADR 0641): a render-blocking request is a round trip the
 * first paint waited for (about 0.3 s on a slow phone), and the whole sheet is 4.6 kB gzip. The CSP allows it
 * by its hash (scripts/build.mjs writes csp.json, ADR 0951). Lazy chunks keep their own stylesheets.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

/**
 * supertokens-auth-react's passwordless UI loads the phone-number utilities (libphonenumber, 65 kB gzip of its
 * 93) with `Promise.resolve().then(() => require('./utils2.js'))`, which a bundler inlines: every reader of
 * /auth downloaded and parsed them before the e-mail form showed. As a dynamic import they are their own
 * chunk, loaded when a phone form mounts, when the reader first touches the form (AuthPage.tsx), or at the
 * latest when a code is asked for (ADR 0900). An SDK whose file no longer has this line fails the build here.
 */
function phoneUtilsOnDemand(): Plugin {
  const file = /supertokens-auth-react[\\/]lib[\\/]build[\\/]passwordlessprebuiltui\.js$/;
  const lazyRequire = /Promise\.resolve\(\)\.then\(function \(\) \{\s*return require\("\.\/utils2\.js"\);\s*\}\)/;
  return {
    name: 'phone-utils-on-demand',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!lazyRequire.test(code)) throw new Error('phone-utils-on-demand: the SDK no longer loads utils2.js lazily');
      return { code: code.replace(lazyRequire, 'import("./utils2.js")'), map: null };
    },
  };
}

/**
 * supertokens-auth-react styles its screens with `<style>` elements whose text it builds at run time (each
 * recipe's sheet plus our `style` option, the phone field's library sheet, an autofill rule). The server's CSP
 * allows no inline style it has not hashed (ADR 0951), so in the build each of them renders `SdkStyle` instead,
 * which adopts the same CSS as a constructed stylesheet. An SDK that no longer renders one fails the build here.
 */
function sdkStylesAsSheets(): Plugin {
  const file = /supertokens-auth-react[\\/]lib[\\/]build[\\/][^\\/]+\.js$/;
  const styleElement = /jsxRuntime\.(jsxs?)\(\s*"style",/g;
  const sdkStyle = JSON.stringify(join(import.meta.dirname, 'src/features/auth/SdkStyle.tsx'));
  let replaced = 0;
  return {
    name: 'sdk-styles-as-sheets',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id) || !styleElement.test(code)) return null;
      styleElement.lastIndex = 0;
      const out = code.replace(styleElement, (_, fn: string) => {
        replaced++;
        return `jsxRuntime.${fn}(require(${sdkStyle}).SdkStyle,`;
      });
      return { code: out, map: null };
    },
    buildEnd() {
      if (!this.environment || this.environment.config.build.ssr) return;
      if (replaced === 0) throw new Error('sdk-styles-as-sheets: no <style> element found in supertokens-auth-react');
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), firstTap(), inlineEntryCss(), phoneUtilsOnDemand(), sdkStylesAsSheets()],
  resolve: {
    alias:
      command === 'build' && !isSsrBuild && existsSync(routerProduction)
        ? [{ find: /^react-router$/, replacement: routerProduction }]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    // No modulepreload polyfill in the entry (about 0.4 kB gzip before any action): every browser the site targets
    // preloads modules itself, and one that does not still loads them, a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: join(import.meta.dirname, 'index.html'),
            'first-tap': join(import.meta.dirname, FIRST_TAP),
            fonts: join(import.meta.dirname, FONTS),
          },
          // React, React DOM and the router change far less often than the app: their own chunk stays cached
          // across deploys (the app's entry is then about 6 kB gzip).
          output: {
            codeSplitting: {
              groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
            },
          },
        },
  },
  server: {
    port: 5173,
    // `npm run dev` (scripts/dev.mjs): every path the server answers goes to it, so the page, the API and the
    // sign-in cookies share this one origin.
    proxy: { [SERVER_PATHS]: `http://localhost:${process.env.PORT ?? 8000}` },
  },
}));
