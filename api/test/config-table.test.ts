import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configTable, TABLE_END, TABLE_START, withConfigTable } from '../src/config/config-table.js';
import { ENV_VARIABLES } from '../src/config/env-variables.js';

const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

describe("api/README's configuration table", () => {
  it('is the one the schema writes (run `npm run config:table -w @immo/api` after changing the schema)', () => {
    expect(readme).toContain(TABLE_START);
    expect(readme).toContain(TABLE_END);
    expect(withConfigTable(readme)).toBe(readme);
  });

  it('has a row with type, default, allowed values and meaning for every variable of the schema', () => {
    const rows = configTable()
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows.map((line) => /^\| `(\w+)`/.exec(line)?.[1])).toEqual(Object.keys(ENV_VARIABLES.shape));
    for (const line of rows) expect(line.split(' | ').every((cell) => cell.trim() !== '')).toBe(true);
  });
});
