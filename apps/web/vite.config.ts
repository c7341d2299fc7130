import { existsSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// react-router's package exports only its development build; the browser bundle takes the production
// build it also ships (no dev warnings, smaller).
const routerProduction = join(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs');

const FIRST_TAP = 'src/first-tap.ts';

/**
 * src/first-tap.ts is its own tiny entry, put first in <head> as an async module so it runs long before the
 * app's entry (ADR 0640). A second module script in index.html would be bundled into the main entry instead.
 */
function firstTap(): Plugin {
  return {
    name: 'first-tap',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = bundle
          ? Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'first-tap')
          : undefined;
        const src = chunk ? `/${chunk.fileName}` : `/${FIRST_TAP}`;
        return [{ tag: 'script', attrs: { type: 'module', async: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), firstTap()],
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
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: join(import.meta.dirname, 'index.html'), 'first-tap': join(import.meta.dirname, FIRST_TAP) },
        },
  },
  server: {
    port: 5173,
    // `npm run dev` (scripts/dev.mjs): every path the server answers goes to it, so the page, the API and the
    // sign-in cookies share this one origin.
    proxy: {
      '^/(api|auth/(?!$)|get-tokens|generate-report|ask-cayo-orange|healthz|readyz|metrics|s/)': `http://localhost:${
        process.env.PORT ?? 8000
      }`,
    },
  },
}));
