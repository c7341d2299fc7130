// Lint, including which folder may import which: the architecture's boundaries (ADR 0005), machine-checked
// and proven by lint/rules.test.ts, which lints probe files that must fail.
//
// Two mechanisms, each configured once so that no file group overrides another's list:
// - `import-x/no-restricted-paths` zones for where code lives (resolved paths, so `../../x` and `@app/x`
//   cannot slip through);
// - `no-restricted-imports` for packages, with exactly one merged list per file group (in flat config a
//   later entry for the same rule replaces an earlier one, so the groups below never overlap).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const FEATURES = readdirSync(`${ROOT}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The only server modules that speak HTTP: route files, the app's assembly and the HTTP adapters.
const SERVER_ROUTES = [`${SERVER}/**/routes.ts`, `${SERVER}/**/*-routes.ts`];
const SERVER_HTTP = [
  ...SERVER_ROUTES,
  `${SERVER}/app.ts`,
  `${SERVER}/main.ts`,
  `${SERVER}/http/**`,
  `${SERVER}/web/**`,
  `${SERVER}/jobs/jobs.ts`, // starts the jobs on the app's lifecycle hooks
  `${SERVER}/auth/sessions/guard.ts`, // the preHandler that reads the session from the request
  `${SERVER}/auth/sessions/transport.ts`, // the session's cookies and headers
];
// Server features (ADR 0009): a folder of apps/server/src is a feature unless it is one of the shared modules
// below (the server's lib, imported by path). Another folder reaches a feature only through its public module,
// `<feature>/index.ts`, so its other files can move and change freely. The modules at the root of src (app.ts
// mounts every feature's registrar, config.ts reads each feature's settings schema) assemble the features and
// are outside these zones.
const SERVER_SHARED = [
  'audit',
  'db',
  'domain',
  'http',
  'jobs',
  'logging',
  'mail',
  'metrics',
  'render',
  'security',
  'sms',
  'web',
];
const SERVER_FEATURES = readdirSync(`${ROOT}/${SERVER}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_SHARED.includes(entry.name))
  .map((entry) => entry.name);
// check-file's own globs for its PASCAL_CASE and KEBAB_CASE, to allow either for .tsx files.
const PASCAL_CASE = '*([A-Z]*([a-z0-9]))';
const KEBAB_CASE = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const ENGINE = ['packages/numerology/src/**/*.ts'];
const ENGINE_IO = ['packages/numerology/src/cli.ts'];
const CONTRACTS = ['packages/contracts/src/**/*.ts'];

const NODE_BUILTINS = ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os', 'worker_threads'];
const bans = {
  io: { group: NODE_BUILTINS, message: 'Pure code does no I/O: no Node built-ins.' },
  framework: {
    group: ['fastify', '@fastify/*', 'react', 'react-*', 'react-dom/*', 'react-router*', 'vite'],
    message: 'Pure code uses no framework.',
  },
  database: {
    group: ['pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*'],
    message: 'Pure code has no database.',
  },
  serverOnly: {
    group: [
      'pg',
      'drizzle-orm',
      'drizzle-orm/*',
      '@electric-sql/*',
      'fastify',
      '@fastify/*',
      'nodemailer',
      'stripe',
      'helmet',
      'jose',
      'pino',
    ],
    message: 'Server-only package: the web app talks to the server over HTTP only.',
  },
  contractsBarrel: {
    regex: '^@app/contracts$',
    message: 'Import the subpath you need (@app/contracts/tokens …) so a page loads only those schemas (ADR 0006).',
  },
  http: {
    group: ['fastify', '@fastify/*', '**/http/*', '**/http/**'],
    message:
      'Domain modules know nothing of HTTP (no Fastify, no HttpError): throw the errors in domain/errors.ts; only routes and the HTTP adapters speak HTTP.',
  },
  routesDatabase: {
    group: ['pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', '**/db/schema', '**/db/schema/*'],
    message: 'Routes are thin: database access lives in a domain module the route calls.',
  },
};
const restrict = (...lists) => ({ 'no-restricted-imports': ['error', { patterns: lists }] });

// `no-restricted-syntax` selectors, merged into one list per file group below for the same reason.
const syntax = {
  // `request.userId!`, `request['userId']!` and a destructured `userId!` alike; and a token's subject
  // (`claims.sub!`, `claims['sub']!`, `sub!`), which names whom a provider signed in.
  identityAssertion: {
    selector:
      "TSNonNullExpression:matches([expression.type='MemberExpression'][expression.property.name=/^(userId|sub)$/], [expression.type='MemberExpression'][expression.property.value=/^(userId|sub)$/], [expression.type='Identifier'][expression.name=/^(userId|sub)$/])",
    message:
      'No non-null assertion on identity: take the reader from requireUser(request) (auth/index.ts), which fails closed; narrow a token subject with a check that refuses the token.',
  },
  replyStatus: {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.name='reply'][callee.property.name='status']",
    message:
      'Failures travel one way: throw a domain error (domain/errors.ts) and http/errors.ts maps it to a status; a success status is reply.code(201).',
  },
  // A reply's own code is a success status written out (201, or `created ? 201 : 200`), never a variable that
  // could carry a failure past http/errors.ts.
  replyCode: {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.name='reply'][callee.property.name='code']:not([arguments.0.type='Literal'][arguments.0.value<400]):not([arguments.0.type='ConditionalExpression'][arguments.0.consequent.type='Literal'][arguments.0.consequent.value<400][arguments.0.alternate.type='Literal'][arguments.0.alternate.value<400])",
    message:
      'Failures travel one way: a reply.code is a success status written out (reply.code(201)); a failure is a thrown domain error (domain/errors.ts) that http/errors.ts maps to a status.',
  },
  statusAssignment: {
    // A reply's, or its raw response's (a fake peer in a test is a plain Node server and may set its own).
    selector:
      "AssignmentExpression[left.type='MemberExpression'][left.property.name='statusCode']:matches([left.object.name='reply'], [left.object.property.name='raw'])",
    message: 'Failures travel one way: throw a domain error (domain/errors.ts) and http/errors.ts maps it to a status.',
  },
  errorCode: {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(status|code)$/]:not([callee.object.name='reply'])[arguments.0.type='Literal'][arguments.0.value>=400]",
    message: 'Failures travel one way: throw a domain error (domain/errors.ts) and http/errors.ts maps it to a status.',
  },
  httpError: {
    selector: "NewExpression[callee.name='HttpError']",
    message:
      'Failures travel one way: throw a domain error (domain/errors.ts, e.g. NotFound, InvalidInput); http/errors.ts maps it to a status.',
  },
  routeDatabase: {
    selector:
      "MemberExpression[object.type='MemberExpression'][object.property.name='db'][property.name=/^(select|selectDistinct|insert|update|delete|query|execute|transaction)$/]",
    message: 'Routes are thin: database access lives in a domain module the route calls.',
  },
};
/** Failures travel one way (http/errors.ts) and identity is never asserted: the same list on every server file and route. */
const FAILURE_SYNTAX = [
  syntax.identityAssertion,
  syntax.replyStatus,
  syntax.replyCode,
  syntax.statusAssignment,
  syntax.errorCode,
  syntax.httpError,
];
const forbid = (...selectors) => ({ 'no-restricted-syntax': ['error', ...selectors] });
// The only server modules that set an error status themselves: the error mapping, and the static files'
// not-found page (a file sent with 404).
const SERVER_STATUS = [`${SERVER}/http/errors.ts`, `${SERVER}/web/spa.ts`];

// No function longer than this outside tables of words (issue 24): a function decides, then phrases.
const FUNCTION_LINES = { max: 80, skipBlankLines: true, skipComments: true };
// The apps and packages, and the scripts and benches beside them.
const CODE = [
  'apps/*/src/**/*.{ts,tsx}',
  'packages/*/src/**/*.ts',
  'scripts/**/*.mjs',
  'apps/*/scripts/**/*.mjs',
  'packages/*/scripts/**/*.ts',
  'packages/*/bench/**/*.ts',
  'bench/**/*.{ts,mjs}',
];
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'];
// Tables of words, where length is the content: the legal pages, the engine's text tables.
const WORD_TABLES = ['apps/web/src/features/legal/*Page.tsx', 'packages/numerology/src/text/**'];

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const zones = [
  zone(WEB, 'apps/server', 'The web app talks to the server over HTTP only.'),
  zone('apps/server', 'apps/web', 'The server does not import the web app.'),
  zone(`${WEB}/lib`, [`${WEB}/features`, `${WEB}/app`], 'lib is shared: it must not depend on features or the app.'),
  zone(`${WEB}/features`, `${WEB}/app`, 'Features must not depend on the app shell; compose them in src/app.'),
  ...FEATURES.map((feature) =>
    zone(
      `${WEB}/features/${feature}`,
      `${WEB}/features`,
      'Features must not import each other: share through src/lib, or compose in src/app.',
      [`./${feature}`],
    ),
  ),
  ...SERVER_FEATURES.map((feature) =>
    zone(
      `${SERVER}/!(${feature})/**`,
      `${SERVER}/${feature}`,
      `Other folders reach the ${feature} feature through its public module, ${feature}/index.ts: export what you need there (ADR 0009).`,
      ['./index.ts'],
    ),
  ),
  zone(['packages/numerology/src', 'packages/contracts/src'], 'apps', 'Packages must not depend on the apps.'),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'data/**',
      'coverage/**',
      '**/.tmp/**',
      'lint/fixtures/**', // probes that must fail; linted by lint/rules.test.ts as if they lived in the app
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
    },
  },
  // File names: React components are PascalCase .tsx; every other module is kebab-case (the part before
  // `.test`, `.d` etc.).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.tsx': `@(${PASCAL_CASE}|${KEBAB_CASE})`, '**/*.{ts,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  // In the web app's features and lib a .tsx file is a component, named as it (PascalCase), or a hook that
  // renders (use-…); tests are named after what they test. The query client's wrapper is plumbing, not a
  // component of the page.
  {
    files: [`${WEB}/features/**/*.tsx`, `${WEB}/lib/**/*.tsx`],
    ignores: ['**/*.test.tsx', `${WEB}/lib/query-client.tsx`],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.tsx': `@(${PASCAL_CASE}|use-${KEBAB_CASE})` },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...restrict(bans.serverOnly, bans.contractsBarrel),
    },
  },
  // The reading engine: no I/O, no framework, no database (its command line, cli.ts, is the exception).
  {
    files: ENGINE,
    ignores: ENGINE_IO,
    rules: {
      ...restrict(bans.io, bans.framework, bans.database),
      'no-restricted-globals': [
        'error',
        ...['process', 'fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'indexedDB'].map(
          (name) => ({ name, message: 'The engine does no I/O: take what it needs as an argument.' }),
        ),
        ...['window', 'document', 'navigator'].map((name) => ({ name, message: 'The engine runs anywhere.' })),
      ],
    },
  },
  // The shared schemas: no I/O, no framework, no database either.
  { files: CONTRACTS, rules: restrict(bans.io, bans.framework, bans.database) },
  // Server domain code knows nothing of HTTP.
  { files: [`${SERVER}/**/*.ts`], ignores: SERVER_HTTP, rules: restrict(bans.http) },
  // Identity is never asserted; on the server, failures are thrown, not sent (http/errors.ts maps them).
  { files: ['**/*.{ts,tsx}'], rules: forbid(syntax.identityAssertion) },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: SERVER_STATUS,
    rules: forbid(...FAILURE_SYNTAX),
  },
  // Routes are thin: parse, call one domain function, map the result.
  {
    files: SERVER_ROUTES,
    rules: {
      ...restrict(bans.routesDatabase),
      ...forbid(...FAILURE_SYNTAX, syntax.routeDatabase),
    },
  },
  {
    files: CODE,
    ignores: [...TESTS, ...WORD_TABLES],
    rules: { 'max-lines-per-function': ['error', FUNCTION_LINES] },
  },
);
