import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: {
      '^/(api|auth/(?!$)|get-tokens|generate-report|ask-cayo-orange|healthz|readyz)': 'http://localhost:8000',
    },
  },
});
