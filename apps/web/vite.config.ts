import { existsSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// react-router's package exports only its development build; the browser bundle takes the production
// build it also ships (no dev warnings, smaller).
const routerProduction = join(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs');

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react()],
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
