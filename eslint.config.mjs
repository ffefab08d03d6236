import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ── The house's boundaries (DESIGN §2), as `no-restricted-imports` zones ──────────────────────────
// A rule's options are replaced, not merged, by a later block that matches the same file: every
// block below sets the whole list for its files, and the feature blocks repeat the remote's list.
const SOURCE = '{ts,tsx,js,jsx,mjs,cjs,mts,cts}';

/** A path that climbs out of its package into a remote's or the shell's folder. */
const intoPackage = (names) => ({
  regex: `^(\\.\\./)+(${names})(/|$)`,
  message: 'Packages meet through their published names and @immo/shared, never by a path into another package.',
});

/** The build tools run in webpack configs; nothing of them belongs in code a browser or the API runs. */
const buildTimeOnly = {
  group: ['@immo/build-tools', '@immo/build-tools/**'],
  message: '@immo/build-tools is for webpack configs: code that ships imports @immo/shared.',
};

/** A remote imports no other remote and not the shell: they talk through @immo/shared events and the URL. */
const remotePatterns = [
  {
    group: ['mf-*', 'mf-*/**', '@immo/mf-*', '@immo/mf-*/**'],
    message: 'A remote imports no other remote: talk through @immo/shared events and the URL.',
  },
  {
    group: ['@immo/shell', '@immo/shell/**'],
    message: 'A remote imports nothing of the shell: it gets what it needs as mount props.',
  },
  intoPackage('mf-[^/]+|shell'),
  buildTimeOnly,
];

/**
 * Features of a remote do not reach into each other's files: from `src/features/<a>/` (at `depth`
 * folders below `features/`) no import goes up to `features/` and down into another feature.
 * What two features use lives in the remote's `src/components/`.
 */
const featurePatterns = (depth) => [
  {
    regex: `^(\\.\\./){${depth}}[^./]`,
    message: "A feature imports no other feature's files: move what both use to src/components/.",
  },
  {
    regex: `^(\\.\\./){${depth + 1}}features/`,
    message: "A feature imports no other feature's files: move what both use to src/components/.",
  },
];

/** A group of module globs as one regex for `import()`: as in the group, a match covers what is below it. */
const groupRegex = (group) =>
  `^(${[...new Set(group.map((glob) => glob.replace(/\/\*\*$/, '')))]
    .map((glob) => glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('|')})(/.*)?$`;

const restrict = (patterns, syntax = []) => ({
  'no-restricted-imports': ['error', { patterns }],
  // `import()` is no import declaration, so no-restricted-imports misses lazy loads: the same zones
  // as selectors (a '/' cannot stand in a selector's regex; \x2F is one).
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, group, message }) => ({
      selector: `ImportExpression[source.value=/${(regex ?? groupRegex(group)).replaceAll('/', '\\x2F')}/]`,
      message,
    })),
    ...syntax,
  ],
});

const shellPatterns = [
  {
    group: ['mf-*', 'mf-*/**', '@immo/mf-*', '@immo/mf-*/**'],
    message: "The shell loads remotes at run time through federation; it imports no remote's source.",
  },
  intoPackage('mf-[^/]+'),
];

// ── Layers inside a package, as between packages ─────────────────────────────────────────────────

/** A relative import that climbs into one of the named folders of the same package. */
const intoFolders = (names, message) => ({ regex: `^(\\.\\./)+(${names.join('|')})(/|$)`, message });

/** The API's domains: each has its routes (HTTP), its services (rules and SQL) and its schemas. */
const API_DOMAINS = ['alerts', 'catalogue', 'confirmations', 'import', 'leads', 'owners', 'media', 'site'];
/** A domain's HTTP files: routes and the plugins that register them. Everything else is a service. */
const API_HTTP_FILES = ['api/src/**/*routes.ts', 'api/src/**/*-plugin.ts'];
const SERVICE_FOLDERS = [...API_DOMAINS.filter((domain) => domain !== 'site'), 'mail', 'db'];

const serviceKnowsNoHttp = [
  {
    group: ['fastify', 'fastify-*', '@fastify/*'],
    message: 'A service knows no HTTP: its routes file reads the request and answers; pass what it needs.',
  },
  {
    regex: '(^|/)[^/]*routes(\\.js)?$',
    message: 'A service never imports a routes file: routes depend on services, never back.',
  },
  {
    // Of http/, a service may use the schemas' helpers and the answers' cache, which know no request.
    regex: '^(\\.\\./)+http/(?!route-schema\\.js$|preserialized-cache\\.js$)',
    message: 'A service knows no HTTP: of http/ it uses only route-schema.js and preserialized-cache.js.',
  },
];
const mailKnowsNoDomain = intoFolders(
  API_DOMAINS,
  'The mail layer knows no domain: a domain builds what to send and hands it to mail/.',
);
const dbKnowsNoDomain = intoFolders(
  [...API_DOMAINS, 'mail', 'http', 'openapi'],
  'The database layer knows no domain: domains use db/, never back.',
);
/** Routes parse and answer; the SQL lives in a service. */
const noSqlInRoutes = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|transaction|execute)$/]',
  message: 'No SQL in a routes file: a service holds the queries (routes → services → db).',
};

function apiLayers() {
  const api = apiPatterns(['react', 'react/**', 'react-dom', 'react-dom/**']);
  return [
    {
      files: SERVICE_FOLDERS.map((folder) => `api/src/${folder}/**/*.${SOURCE}`),
      ignores: API_HTTP_FILES,
      rules: restrict([...api, ...serviceKnowsNoHttp]),
    },
    { files: [`api/src/mail/**/*.${SOURCE}`], rules: restrict([...api, ...serviceKnowsNoHttp, mailKnowsNoDomain]) },
    {
      files: [`api/src/db/**/*.${SOURCE}`],
      // A migration is history: it stays as it ran, whatever it used then.
      ignores: ['api/src/db/migrations/**'],
      rules: restrict([...api, ...serviceKnowsNoHttp, dbKnowsNoDomain]),
    },
    // The site's pages read the catalogue through the API's own routes, never the database.
    { files: [...API_HTTP_FILES, `api/src/site/**/*.${SOURCE}`], rules: restrict(api, [noSqlInRoutes]) },
  ];
}

/**
 * @immo/shared's layers, lowest first: each imports only from its own layer and those below. The core
 * (entities, rules, formatting, routing) is what the API imports: React and Mantine stay above it.
 */
const SHARED_LAYERS = [
  [
    'entities',
    'energy',
    'format',
    'i18n',
    'listing',
    'search',
    'routing',
    'property',
    'media',
    'consent',
    'events',
    'types',
    'password',
  ],
  ['api-contract', 'api-client', 'federation'],
  ['theme', 'ui'],
  ['remote', 'embed', 'remote-server', 'map'],
];

/** The UI kit is shared through federation as the module '@immo/shared/ui' (see below). */
const sharedUiByName = { group: ['**/ui/*', '!**/ui/*.css'], message: "Import '@immo/shared/ui'." };

function sharedLayers() {
  return SHARED_LAYERS.slice(0, -1).map((layer, index) => {
    const above = SHARED_LAYERS.slice(index + 1).flat();
    const climbs = intoFolders(
      above,
      `A lower layer of @immo/shared (${layer.join(', ')}) imports nothing of ${above.join(', ')}.`,
    );
    return {
      files: layer.map((folder) => `shared/src/${folder}/**/*.{ts,tsx}`),
      ignores: ['shared/src/ui/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [sharedUiByName, climbs] }] },
    };
  });
}

const boundaries = [
  { files: [`mf-*/src/**/*.${SOURCE}`, `mf-*/test/**/*.${SOURCE}`], rules: restrict(remotePatterns) },
  // Feature files at one to four folders below features/ (today they go two deep).
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`mf-*/src/features/${'*/'.repeat(depth)}*.${SOURCE}`],
    rules: restrict([...remotePatterns, ...featurePatterns(depth)]),
  })),
  {
    // The shell knows remotes only by name, at run time (remotes.json), never their source.
    files: [`shell/**/*.${SOURCE}`],
    rules: restrict(shellPatterns),
  },
  { files: [`shell/src/**/*.${SOURCE}`], rules: restrict([...shellPatterns, buildTimeOnly]) },
  {
    // The API imports @immo/shared for schemas and data, never a frontend.
    files: [`api/**/*.${SOURCE}`],
    rules: restrict(apiPatterns(['react', 'react/**', 'react-dom', 'react-dom/**'])),
  },
  ...apiLayers(),
  {
    // Mails are laid out with React Email's components and rendered by React on the server: React
    // there, and no other frontend code.
    files: [`api/src/mail/templates/**/*.${SOURCE}`, 'api/src/mail/render-mail.ts'],
    rules: restrict([...apiPatterns([]), ...serviceKnowsNoHttp, mailKnowsNoDomain]),
  },
  // A remote the API's tests build and load (test/fixtures/*-remote): its source is linted as a
  // remote's, its build files as a remote's webpack config (free to use the build tools).
  { files: [`api/test/fixtures/*-remote/src/**/*.${SOURCE}`], rules: restrict(remotePatterns) },
  {
    files: [`api/test/fixtures/*-remote/*.${SOURCE}`],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
];

/** What the API may not import: frontend code (React but where `react` allows it) and frontend packages. */
function apiPatterns(react) {
  return [
    {
      group: [
        ...react,
        '@mantine/*',
        '@immo/shared/ui',
        '@immo/shared/remote',
        '@immo/shared/remote-server',
        '@immo/shared/embed',
        '@immo/shared/map',
      ],
      message: 'No frontend code in the API: import @immo/shared for schemas and data.',
    },
    {
      group: ['mf-*', 'mf-*/**', '@immo/mf-*', '@immo/mf-*/**', '@immo/shell', '@immo/shell/**'],
      message: 'The API imports no frontend package.',
    },
    buildTimeOnly,
    intoPackage('mf-[^/]+|shell'),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results*/**',
      '**/playwright-report*/**',
      'e2e/.probe/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The UI kit is shared through federation as the module '@immo/shared/ui': code that reaches it
    // by a relative path gets a second copy of Mantine with its own (empty) provider context.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/**'],
    rules: {
      // Its stylesheet list (ui/kit.css) is text, not the module: any path may read it.
      'no-restricted-imports': ['error', { patterns: [sharedUiByName] }],
    },
  },
  ...sharedLayers(),
  ...boundaries,
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
