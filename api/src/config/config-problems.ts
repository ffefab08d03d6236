import type { z } from 'zod';
import { ENV_DOCS } from './env-values.js';
import { ENV_VARIABLES } from './env-variables.js';

const SCHEMAS: Record<string, z.ZodType> = ENV_VARIABLES.shape;

/** What an error line shows of a given value: a secret's length only, never the secret. */
function given(variable: string, value: string | undefined): string {
  if (value === undefined) return 'not set';
  const schema = SCHEMAS[variable];
  if (schema && ENV_DOCS.get(schema)?.secret) return `given a hidden value of ${value.length} characters`;
  return `given ${JSON.stringify(value)}`;
}

/**
 * One line per wrong variable, its first issue: the name, what it must be or why it is refused, and
 * what was given ("LEADS_PER_MINUTE must be a whole number from 1 up (given "0")").
 */
export function problemLines(error: z.ZodError, env: NodeJS.ProcessEnv): string[] {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const variable = String(issue.path[0]);
    if (!lines.has(variable)) lines.set(variable, `${variable} ${issue.message} (${given(variable, env[variable])})`);
  }
  return [...lines.values()];
}
