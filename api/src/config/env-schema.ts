import type { z } from 'zod';
import { ENV_VARIABLES } from './env-variables.js';

export type Env = z.output<typeof ENV_VARIABLES>;
type Variable = keyof Env;

/** A rule between variables, which each one alone cannot say: a start it refuses. */
export type EnvRule = {
  /** The variable an error line names. */
  variable: Variable;
  /** The other variables it reads: it is checked once each of them is valid on its own. */
  alsoReads: Variable[];
  /** What the variable does wrong, after its name ("is set with NODE_ENV=production"). */
  refused: string;
  /** Why that is refused, and what to do. */
  because: string;
  breaks: (env: Env) => boolean;
};

function refusedInProduction(variable: Variable, isOn: (env: Env) => boolean, because: string): EnvRule {
  return {
    variable,
    alsoReads: ['NODE_ENV'],
    refused: 'is set with NODE_ENV=production',
    because: `${because}. Unset ${variable} to start the server`,
    breaks: (env) => env.NODE_ENV === 'production' && isOn(env),
  };
}

/** What production requires, and what must hold between variables. */
export const ENV_RULES: EnvRule[] = [
  refusedInProduction(
    'ALTCHA_TEST_EASY',
    (env) => env.ALTCHA_TEST_EASY,
    'it lets a script send forms at no cost and is only for tests',
  ),
  refusedInProduction(
    'DEV_ORIGINS',
    (env) => env.DEV_ORIGINS.length > 0,
    'it opens the page policy to development servers and is only for `npm run dev`',
  ),
  refusedInProduction(
    'IMPORT_ALLOW_PRIVATE_HOSTS',
    (env) => env.IMPORT_ALLOW_PRIVATE_HOSTS,
    'it lets a feed make the server fetch from its own network and is only for local testing',
  ),
  {
    // Instances sign cookies and ALTCHA challenges with it: a secret made by each one alone would not
    // be the others', and a session made on one instance would fail on the next.
    variable: 'DATABASE_URL',
    alsoReads: ['SESSION_SECRET'],
    refused: 'is set without SESSION_SECRET',
    because:
      'every instance on one database must sign with the same secret. Set SESSION_SECRET (32 random bytes, ' +
      'e.g. `openssl rand -hex 32`) on every instance',
    breaks: (env) => env.DATABASE_URL !== undefined && env.SESSION_SECRET === undefined,
  },
  {
    variable: 'HEADERS_TIMEOUT_MS',
    alsoReads: ['REQUEST_TIMEOUT_MS'],
    refused: 'is longer than REQUEST_TIMEOUT_MS',
    because: 'the whole request includes its headers, so it cannot take less',
    breaks: (env) => env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS,
  },
];

/**
 * A rule runs once the variables it reads are valid, even when others are not (zod would skip it at any
 * issue), so that one start reports every wrong variable.
 */
function readsValidValues(rule: EnvRule) {
  const reads: PropertyKey[] = [rule.variable, ...rule.alsoReads];
  return (payload: z.core.ParsePayload) => !payload.issues.some((issue) => reads.includes(issue.path?.[0] ?? ''));
}

/** The environment of the API: every variable (env-variables.ts) and the rules between them. */
export const ENV_SCHEMA = ENV_RULES.reduce(
  (schema, rule) =>
    schema.superRefine(
      (env, ctx) => {
        if (rule.breaks(env))
          ctx.addIssue({ code: 'custom', path: [rule.variable], message: `${rule.refused}: ${rule.because}` });
      },
      { when: readsValidValues(rule) },
    ),
  ENV_VARIABLES,
);
