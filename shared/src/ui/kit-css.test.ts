/**
 * @jest-environment node
 */
// The UI kit's stylesheet list (kit.css) styles every component the kit exports: a component
// without its stylesheet renders unstyled on every page (the password field's inner input was).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const here = __dirname;
// The package's own folder (its exports map offers no package.json), from its main file.
const mantineStyles = join(dirname(require.resolve('@mantine/core')), '..', 'styles');

/** The Mantine components the kit exports: ui/index.ts and its parts. */
function kitComponents(): string[] {
  const files = ['index.ts', 'parts/fields.ts', 'parts/overlays.ts'].map((file) =>
    readFileSync(join(here, file), 'utf8'),
  );
  return files.flatMap((source) =>
    (/export \{([^}]*)\} from '@mantine\/core';/.exec(source)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name)),
  );
}

describe("the UI kit's stylesheets", () => {
  it('include the stylesheet of every Mantine component the kit exports', () => {
    const kit = readFileSync(join(here, 'kit.css'), 'utf8');
    const components = kitComponents();
    expect(components).toContain('PasswordInput');
    expect(existsSync(join(mantineStyles, 'PasswordInput.layer.css'))).toBe(true);
    const missing = components.filter(
      (name) =>
        existsSync(join(mantineStyles, `${name}.layer.css`)) &&
        !kit.includes(`@mantine/core/styles/${name}.layer.css'`),
    );
    expect(missing).toEqual([]);
  });

  it("are all in Mantine's layer, so the site's own rules win wherever they stand", () => {
    const kit = readFileSync(join(here, 'kit.css'), 'utf8');
    const imports = [...kit.matchAll(/@import '([^']+)';/g)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(2);
    expect(imports.filter((file) => !file?.endsWith('.layer.css'))).toEqual([]);
  });
});
