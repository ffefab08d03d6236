import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';

/** The locale files of the @immo/shared an app is built with (its own dependency, whatever its version). */
export function sharedLocalesDir(appDir: string): string {
  const sharedPackage = createRequire(join(appDir, 'package.json')).resolve('@immo/shared/package.json');
  return join(dirname(sharedPackage), 'src', 'i18n', 'locales');
}

/**
 * An app's translations ship with its build, at `locales/{lang}/{namespace}.json` beside its
 * scripts: the namespaces it owns (`src/locales`) and a copy of the shared ones. A remote with new
 * texts deploys without the API or the shell, and its code never meets texts of another version.
 */
export function translationsPlugin(appDir: string) {
  const own = join(appDir, 'src', 'locales');
  const patterns = [{ from: sharedLocalesDir(appDir), to: 'locales' }];
  if (existsSync(own)) patterns.push({ from: own, to: 'locales' });
  return new CopyPlugin({ patterns });
}
