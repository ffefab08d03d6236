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

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  // `import()` is no import declaration, so no-restricted-imports misses lazy loads: the same zones
  // as selectors (a '/' cannot stand in a selector's regex; \x2F is one).
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, group, message }) => ({
      selector: `ImportExpression[source.value=/${(regex ?? groupRegex(group)).replaceAll('/', '\\x2F')}/]`,
      message,
    })),
  ],
});

const shellPatterns = [
  {
    group: ['mf-*', 'mf-*/**', '@immo/mf-*', '@immo/mf-*/**'],
    message: "The shell loads remotes at run time through federation; it imports no remote's source.",
  },
  intoPackage('mf-[^/]+'),
];

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
  {
    // Mails are laid out with React Email's components and rendered by React on the server: React
    // there, and no other frontend code.
    files: [`api/src/mail/templates/**/*.${SOURCE}`, 'api/src/mail/render-mail.ts'],
    rules: restrict(apiPatterns([])),
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/ui/*', '!**/ui/*.css'], message: "Import '@immo/shared/ui'." }] },
      ],
    },
  },
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
