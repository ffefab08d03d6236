/**
 * @jest-environment node
 */
// The language links of a property page as the server sends them: a crawler reads these, before
// any script runs, and must not pay a redirect for following one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inLanguage, LANGUAGES, propertyPath, resolveRoute, type Lang } from '@immo/shared';
import { menuPages, properties, siteConfig } from '@immo/shared/data';
import { PAGE_DATA_ID } from '../layout/page-data.js';
import { renderShellPage } from './render-page.js';

const common = (lang: Lang) =>
  JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'shared', 'src', 'i18n', 'locales', lang, 'common.json'), 'utf8'),
  ) as Record<string, unknown>;

/** A property whose title differs between Dutch and French: the slug of its path does too. */
const property = properties.find((candidate) => candidate.Title.nl !== candidate.Title.fr)!;
const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, propertyPath(property, lang)])) as Record<Lang, string>;

function render(pathname: string, search = '', languagePaths?: Record<Lang, string>) {
  const route = resolveRoute(pathname);
  return renderShellPage({
    route,
    pathname,
    search,
    ...(languagePaths && { languagePaths }),
    config: inLanguage(siteConfig, route.lang),
    menu: inLanguage(menuPages, route.lang),
    texts: { common: common(route.lang) },
    slots: {},
  });
}

/** The href of each language link in the rendered markup, by language. */
function languageLinks(root: string): Record<string, string> {
  const links = [...root.matchAll(/<a class="immo-language-link" href="([^"]*)" hrefLang="([a-z]+)"/g)];
  return Object.fromEntries(links.map(([, href, lang]) => [lang, href!.replace(/&amp;/g, '&')]));
}

describe('the language links the server renders on a property page', () => {
  it("link each language's canonical path, with the property's title in that language", async () => {
    const page = await render(paths.nl, '', paths);
    expect(languageLinks(page.root)).toEqual(paths);
    expect(paths.fr).not.toBe(paths.nl.replace('/nl/', '/fr/'));
  });

  it('keep the query string', async () => {
    const page = await render(paths.de, '?photo=2', paths);
    expect(languageLinks(page.root).fr).toBe(`${paths.fr}?photo=2`);
  });

  it('are sent to the browser, which hydrates the same links', async () => {
    const page = await render(paths.nl, '', paths);
    const data = JSON.parse(new RegExp(`id="${PAGE_DATA_ID}">(.*?)</script>`).exec(page.data)![1]!);
    expect(data.shell.languagePaths).toEqual(paths);
  });

  it('without the paths (a server built before), map the path through the path table as before', async () => {
    const page = await render('/nl/te-koop/');
    expect(languageLinks(page.root)).toEqual({
      en: '/for-sale/',
      nl: '/nl/te-koop/',
      fr: '/fr/a-vendre/',
      de: '/de/kaufen/',
    });
  });
});
