// The house's import boundaries (DESIGN §2) hold because the lint fails on a breach: this test lints
// code samples with the repository's own eslint.config.mjs and expects each breach reported and each
// allowed import left alone. ESLint loads its (ESM) config with import(), which jest's module system
// cannot run: the samples are linted in a child Node process through ESLint's Node API.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

type Sample = { file: string; code: string };

const LINT = `
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
const samples = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
const found = [];
for (const { file, code } of samples) {
  const [result] = await eslint.lintText(code, { filePath: file });
  found.push(result.messages.map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(found));
`;

/** The rule ids each sample's lint reports, in the samples' order. */
function lint(samples: Sample[]): string[][] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: ROOT,
    input: JSON.stringify(samples.map(({ file, code }) => ({ file: path.join(ROOT, file), code }))),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

const breaches: Array<[string, Sample]> = [
  ['a remote imports another remote', { file: 'mf-listings/src/site-app.tsx', code: "import 'mf-search/app';" }],
  [
    'a remote reaches into another remote by a path',
    { file: 'mf-listings/src/site-app.tsx', code: "import '../../mf-search/src/root.js';" },
  ],
  ['a remote lazily loads another remote', { file: 'mf-forms/src/app.tsx', code: "void import('mf-listings/app');" }],
  ['a remote imports the shell', { file: 'mf-forms/src/app.tsx', code: "import '@immo/shell';" }],
  ['a remote ships build tools', { file: 'mf-forms/src/app.tsx', code: "import '@immo/build-tools';" }],
  ['the shell ships build tools', { file: 'shell/src/index.ts', code: "import '@immo/build-tools';" }],
  ['the API imports build tools', { file: 'api/src/server.ts', code: "import '@immo/build-tools';" }],
  [
    "a remote reaches into the shell's files",
    { file: 'mf-search/src/features/search-box/SearchBox.tsx', code: "import '../../../../shell/src/router.js';" },
  ],
  [
    'a feature imports another feature',
    { file: 'mf-forms/src/features/valuation/ValuationForm.tsx', code: "import '../newsletter/NewsletterForm.js';" },
  ],
  [
    'a feature imports another feature through features/',
    { file: 'mf-forms/src/features/valuation/ValuationForm.tsx', code: "import '../../features/newsletter/x.js';" },
  ],
  [
    'a feature lazily loads another feature',
    { file: 'mf-listings/src/features/list/ListView.tsx', code: "void import('../modules/LatestModule.js');" },
  ],
  [
    "a feature's subfolder imports another feature",
    { file: 'mf-listings/src/features/list/map/MapView.tsx', code: "import '../../projects/ProjectList.js';" },
  ],
  ['the API imports react', { file: 'api/src/server.ts', code: "import { createElement } from 'react';" }],
  ['the API imports Mantine', { file: 'api/src/server.ts', code: "import '@mantine/core/styles.css';" }],
  ['the API imports the UI kit', { file: 'api/src/server.ts', code: "import { theme } from '@immo/shared/ui';" }],
  ['the API imports a remote', { file: 'api/src/server.ts', code: "import 'mf-forms/widget';" }],
  ["the API's tests import react", { file: 'api/test/site-pages.test.ts', code: "import 'react';" }],
  [
    "a remote the API's tests build imports another remote",
    { file: 'api/test/fixtures/ssr-remote/src/ssr.tsx', code: "import 'mf-listings/app';" },
  ],
  ['the shell imports a remote', { file: 'shell/src/registry.ts', code: "import 'mf-search/app';" }],
  [
    "the shell reaches into a remote's source",
    { file: 'shell/src/registry.ts', code: "import '../../mf-search/src/root.js';" },
  ],
  // Layers inside a package (issue 26): routes → services → db in the API, and @immo/shared's core
  // below its UI.
  [
    'an API service imports Fastify',
    { file: 'api/src/leads/lead-service.ts', code: "import type { FastifyReply } from 'fastify';" },
  ],
  [
    'an API service imports a routes file',
    { file: 'api/src/owners/sessions.ts', code: "import { loginRoutes } from './login-routes.js';\nloginRoutes;" },
  ],
  [
    'a routes file runs SQL',
    {
      file: 'api/src/leads/routes.ts',
      code: "export const rows = (db: any) => db.selectFrom('leads').selectAll().execute();",
    },
  ],
  [
    'a routes file opens a transaction',
    { file: 'api/src/owners/login-routes.ts', code: 'export const t = (db: any) => db.transaction();' },
  ],
  [
    "an API service imports the HTTP layer's request helpers",
    {
      file: 'api/src/leads/lead-service.ts',
      code: "import { invalidInput } from '../http/invalid-input.js';\ninvalidInput;",
    },
  ],
  [
    "a site page's module runs SQL",
    {
      file: 'api/src/site/page-metadata.ts',
      code: "export const rows = (db: any) => db.selectFrom('properties').execute();",
    },
  ],
  [
    'the mail layer imports a domain',
    { file: 'api/src/mail/outbox.ts', code: "import { leadMails } from '../leads/lead-mails.js';\nleadMails;" },
  ],
  [
    'a mail template imports a domain',
    { file: 'api/src/mail/templates/mail-document.tsx', code: "import '../../owners/owner-mails.js';" },
  ],
  [
    'the database layer imports a domain',
    { file: 'api/src/db/database.ts', code: "import { sheetPath } from '../catalogue/sheet.js';\nsheetPath;" },
  ],
  [
    "@immo/shared's core imports its UI",
    { file: 'shared/src/entities/property.ts', code: "import '../remote/use-site-path.js';" },
  ],
  [
    "@immo/shared's API client imports the remotes' helpers",
    { file: 'shared/src/api-client/api-client.ts', code: "import '../remote-server/index.js';" },
  ],
  [
    "@immo/shared's theme imports the remotes' helpers",
    { file: 'shared/src/theme/theme.ts', code: "import '../embed/index.js';" },
  ],
];

const allowed: Array<[string, Sample]> = [
  [
    'a remote imports @immo/shared',
    { file: 'mf-listings/src/site-app.tsx', code: "import { emit } from '@immo/shared';\nemit;" },
  ],
  ['a remote imports the UI kit', { file: 'mf-forms/src/app.tsx', code: "import '@immo/shared/ui';" }],
  [
    'a feature imports its remote’s components',
    {
      file: 'mf-forms/src/features/valuation/ValuationForm.tsx',
      code: "import '../../components/form-kit/FormShell.js';",
    },
  ],
  [
    'a feature imports its remote’s store',
    { file: 'mf-owner-portal/src/features/login/LoginForm.tsx', code: "import '../../owner-portal-store.js';" },
  ],
  [
    'a feature imports its own files',
    { file: 'mf-forms/src/features/demand-register/DemandRegisterForm.tsx', code: "import './RegionField.js';" },
  ],
  [
    "a feature's subfolder imports its feature and the components",
    {
      file: 'mf-listings/src/features/list/map/MapView.tsx',
      code: "import '../ListView.js';\nimport '../../../components/card/CardGrid.js';",
    },
  ],
  [
    'a feature lazily loads its own part',
    { file: 'mf-listings/src/features/list/ListView.tsx', code: "void import('./map/MapView.js');" },
  ],
  [
    'a page composes features',
    { file: 'mf-listings/src/pages/ListPage.tsx', code: "import '../features/list/ListView.js';" },
  ],
  [
    'the API imports @immo/shared',
    { file: 'api/src/server.ts', code: "import { cities } from '@immo/shared/data';\ncities;" },
  ],
  [
    'an API routes file calls its service',
    { file: 'api/src/leads/routes.ts', code: "import { storeLead } from './lead-service.js';\nstoreLead;" },
  ],
  [
    'an API service runs SQL and uses the mail layer',
    {
      file: 'api/src/leads/lead-service.ts',
      code: "import { queueMails } from '../mail/outbox.js';\nexport const rows = (db: any) => db.selectFrom('leads').execute();\nqueueMails;",
    },
  ],
  [
    "an API service's schemas use the route schemas' helpers",
    {
      file: 'api/src/alerts/alert-schemas.ts',
      code: "import { LangQuerySchema } from '../http/route-schema.js';\nLangQuerySchema;",
    },
  ],
  [
    'a plugin registers routes with Fastify',
    { file: 'api/src/import/push/push-plugin.ts', code: "import type { FastifyInstance } from 'fastify';" },
  ],
  [
    "@immo/shared's remotes' helpers use its UI and core",
    {
      file: 'shared/src/remote/use-site-path.ts',
      code: "import '../entities/index.js';\nimport '../federation/index.js';",
    },
  ],
  ['the shell imports the UI kit', { file: 'shell/src/registry.ts', code: "import '@immo/shared/ui';" }],
  [
    "a remote the API's tests build renders with React",
    {
      file: 'api/test/fixtures/ssr-remote/src/ssr.tsx',
      code: "import { renderToString } from 'react-dom/server';\nrenderToString;",
    },
  ],
  [
    "the webpack config of a remote the API's tests build uses the build tools",
    {
      file: 'api/test/fixtures/ssr-remote/webpack.config.js',
      code: "import { remoteWebpackConfigs } from '@immo/build-tools';\nremoteWebpackConfigs;",
    },
  ],
  [
    'a webpack config uses the build tools',
    { file: 'shell/webpack.config.js', code: "import { swcMinimizer } from '@immo/build-tools';\nswcMinimizer;" },
  ],
];

describe('the import boundaries of eslint.config.mjs', () => {
  let reports: string[][];
  beforeAll(() => {
    reports = lint([...breaches, ...allowed].map(([, sample]) => sample));
  }, 60_000);

  it.each(breaches.map(([name], index) => [name, index] as const))('reports a breach: %s', (_name, index) => {
    expect(reports[index]!.some((rule) => BOUNDARY_RULES.includes(rule))).toBe(true);
  });

  it.each(allowed.map(([name], index) => [name, breaches.length + index] as const))('allows: %s', (_name, index) => {
    expect(reports[index]!.filter((rule) => BOUNDARY_RULES.includes(rule))).toEqual([]);
  });
});
