import type { z } from 'zod';
import { ENV_RULES } from './env-schema.js';
import { ENV_DOCS } from './env-values.js';
import { ENV_VARIABLES } from './env-variables.js';

/** The markers in api/README.md between which `npm run config:table -w @immo/api` writes the table. */
export const TABLE_START =
  '<!-- config-table: written from src/config/env-variables.ts by `npm run config:table -w @immo/api`; edit the schema, not this table -->';
export const TABLE_END = '<!-- /config-table -->';

/** A table cell: one line, and a | of the text cannot end the cell. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function row(name: string, schema: z.ZodType): string {
  const doc = ENV_DOCS.get(schema);
  if (!doc || !schema.description) throw new Error(`${name} has no documentation in src/config/env-variables.ts`);
  return `| \`${name}\` | ${cell(doc.type)} | ${cell(doc.default)} | ${cell(doc.allowed)} | ${cell(schema.description)} |`;
}

/** api/README's configuration table, from the schema: every variable, then the rules between them. */
export function configTable(): string {
  const variables: Record<string, z.ZodType> = ENV_VARIABLES.shape;
  return [
    '| variable | type | default | allowed values | meaning |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(variables).map(([name, schema]) => row(name, schema)),
    '',
    'The server also refuses to start when:',
    '',
    ...ENV_RULES.map((rule) => `- \`${rule.variable}\` ${cell(rule.refused)}: ${cell(rule.because)}.`),
  ].join('\n');
}

/** `readme` with the text between the markers replaced by the table; an error when a marker is missing. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`api/README.md needs the markers ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${configTable()}\n\n${readme.slice(end)}`;
}
