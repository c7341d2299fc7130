// Unused files, exports and dependencies (`npm run knip`, run by `npm test` after lint). Every workspace's
// entry points are listed so that anything not reachable from one of them is reported.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      // bench/tap-to-reading.ts, bench/long-tasks.ts, bench/auth-form.ts: run by hand (`npx tsx bench/<file>.ts`, bench/README.md).
      entry: [
        'scripts/*.mjs',
        'bench/lib/load-worker.mjs',
        'bench/tap-to-reading.ts',
        'bench/long-tasks.ts',
        'bench/auth-form.ts',
        'lint/*.test.ts',
        'e2e/**/*.test.ts',
      ],
      project: ['scripts/**', 'bench/**', 'lint/*', 'e2e/**', '*'],
    },
    'apps/server': {
      entry: ['src/**/*.test.ts', 'test/**/*.test.ts', 'test/helpers/*-server.ts'],
      project: ['src/**', 'test/**'],
      // The reading engine's own runtime libraries: the server imports them through @app/numerology, and its
      // production install must carry them (scripts/build.mjs checks the list).
      ignoreDependencies: ['chrono-node', 'compromise', 'pinyin-pro', 'wanakana', '@indic-transliteration/sanscript'],
    },
    'apps/web': {
      // scripts/*.mjs: tools run by hand (fallback-metrics.mjs measures the stand-in fonts, ADR 0895).
      // SdkStyle.tsx: required by the sign-in SDK's own files, put there by a build plugin (vite.config.ts, ADR 0951).
      entry: ['src/entry-server.tsx', 'src/**/*.test.{ts,tsx}', 'scripts/*.mjs', 'src/features/auth/SdkStyle.tsx'],
      project: ['src/**', 'scripts/**'],
    },
    'packages/numerology': {
      entry: ['src/cli.ts', 'bin/*.mjs', 'bench/*.ts', 'scripts/*.ts', 'test/**/*.test.ts'],
      project: ['src/**', 'test/**', 'bench/**', 'scripts/**'],
    },
    'packages/contracts': {
      entry: ['src/**/*.test.ts'],
      project: ['src/**'],
    },
  },
  // Loaded by path with createRequire().resolve, which knip does not follow: axe-core is injected into the
  // browser tests' pages, lighthouse's CLI is run by bench/web.ts.
  // The test helpers' SMTP server and parser are listed at the root, where knip does not see them used.
  // The server's font files (render/fonts.ts) are resolved by path too.
  ignoreDependencies: [
    'axe-core',
    'lighthouse',
    '@types/smtp-server',
    '@types/mailparser',
    '@expo-google-fonts/noto-serif',
    '@expo-google-fonts/noto-serif-hebrew',
  ],
  // System tools a test runs (a tmpfs to fill up under PGlite, ADR 0170), not npm packages.
  ignoreBinaries: ['mount', 'umount'],
  // A type used in an exported function's signature may be exported with it.
  ignoreExportsUsedInFile: { interface: true, type: true },
  compilers: {
    // The stylesheet's @imports (the self-hosted fonts) are dependencies too.
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, p]) => `import '${p}';`).join('\n'),
  },
};

export default config;
