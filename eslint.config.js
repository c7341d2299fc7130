// Lint, including which folder may import which (the architecture's boundaries, machine-checked).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['home', 'analysis', 'readings', 'blog', 'faq', 'legal', 'contact', 'auth', 'tokens', 'account'];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The reading engine and the contracts are pure: no I/O, no app code.
  {
    files: ['packages/numerology/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['packages/numerology/src/cli.ts'],
    rules: restrict([
      { group: ['node:*', 'fs', 'http', 'net', 'child_process'], message: 'Pure packages do no I/O.' },
      { group: ['**/apps/**', '@app/server*', '@app/web*'], message: 'Packages must not depend on apps.' },
    ]),
  },
  // The web app never imports server code; lib is shared by features; features do not import each other.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/server/**', '@app/server*'], message: 'The web app talks to the server over HTTP only.' },
      {
        group: ['pg', 'drizzle-orm*', 'fastify*', '@fastify/*', 'nodemailer', 'stripe'],
        message: 'Server-only package.',
      },
    ]),
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/features/**', '**/app/**'], message: 'lib is shared: it must not depend on features or the app.' },
    ]),
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      { group: ['**/app/**', '../../app', '../../app/**'], message: 'Features must not depend on the app shell.' },
      {
        group: FEATURES.filter((f) => f !== feature).flatMap((o) => [`../${o}`, `../${o}/**`, `**/features/${o}/**`]),
        message: 'Features must not import each other; share through src/lib or compose in src/app.',
      },
    ]),
  })),
  // Server domain code knows nothing of HTTP.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/routes.ts',
      'apps/server/src/**/*-routes.ts',
      'apps/server/src/app.ts',
      'apps/server/src/main.ts',
      'apps/server/src/http/**',
      'apps/server/src/web/**',
      'apps/server/src/auth/**',
      'apps/server/src/mail/**',
      'apps/server/src/security/**',
      'apps/server/src/bootstrap.ts',
    ],
    rules: restrict([
      { group: ['fastify', '@fastify/*'], message: 'Domain modules know nothing of HTTP; only routes.ts does.' },
    ]),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: restrict([
      { group: ['**/web/src/**', '@app/web*', 'react*'], message: 'The server does not import the web app.' },
    ]),
  },
);
