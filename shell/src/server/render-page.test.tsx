/**
 * @jest-environment node
 */
// Node, no DOM: the shell's page renders on the server from the data it is given, touching no window.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inLanguage, pagePath, resolveRoute, type Lang } from '@immo/shared';
import { menuPages, siteConfig } from '@immo/shared/data';
import type { PageStatus, RenderedSlot } from '@immo/shared/federation';
import { scriptJson } from '@immo/shared/federation';
import { PAGE_DATA_ID, slotStateId } from '../layout/page-data.js';
import { pageSlots, remotesAtOnce, renderShellPage, shellNamespaces, type KitStyles } from './render-page.js';

const locale = (lang: Lang, ns: string) => {
  const own = join(__dirname, '..', 'locales', lang, `${ns}.json`);
  const file =
    ns === 'legal' ? own : join(__dirname, '..', '..', '..', 'shared', 'src', 'i18n', 'locales', lang, `${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
};

function render(path: string, slots: Record<string, RenderedSlot> = {}, status?: PageStatus, kitStyles?: KitStyles) {
  const route = resolveRoute(path);
  return renderShellPage(
    {
      route,
      pathname: path,
      ...(status ? { status } : {}),
      search: '',
      config: inLanguage(siteConfig, route.lang),
      menu: inLanguage(menuPages, route.lang),
      texts: Object.fromEntries(shellNamespaces(route).map((ns) => [ns, locale(route.lang, ns)])),
      slots,
    },
    kitStyles,
  );
}

const listSlot: RenderedSlot = {
  remote: 'mf-listings',
  html: '<ul><li>Gent — € 350.000</li></ul>',
  state: { note: '</script><script>alert(1)</script>' },
  translations: { listings: { title: 'Te koop' } },
  css: '.immo-card{color:red}',
  version: '1.0.0+abc',
};

describe("the shell's page on the server", () => {
  it('renders the header, the home banner and the footer in the page language', async () => {
    const page = await render('/nl/');
    expect(page.root).toMatch(/<header class="immo-header"[\s\S]*href="\/nl\/te-koop\/"/);
    expect(page.root).toContain('class="immo-banner"');
    expect(page.root).toMatch(/<footer class="immo-footer"[\s\S]*href="\/nl\/privacyverklaring\/"/);
    expect(page.root).toContain('<main id="main"');
  });

  it('renders a legal page with its own texts, and sends them for the browser', async () => {
    const page = await render(pagePath('privacy-statement', 'de'));
    const title = (locale('de', 'legal').privacyStatement as { title: string }).title;
    expect(page.root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    const data = JSON.parse(/<script type="application\/json" id="immo-page">(.*?)<\/script>/.exec(page.data)![1]!);
    expect(data.lang).toBe('de');
    expect(Object.keys(data.translations).sort()).toEqual(['common', 'legal']);
  });

  it("sends the browser the menu's titles and articles in the page language, no page's SEO texts", async () => {
    const page = await render('/nl/te-koop/');
    const text = new RegExp(`id="${PAGE_DATA_ID}">(.*?)</script>`).exec(page.data)![1]!;
    const menu = JSON.parse(text).shell.menu as { path: string; params: Record<string, unknown> }[];
    // What the header, the home page and an article page render, for the navigations that follow.
    const forSale = menuPages.find((entry) => entry.path === 'for-sale')!;
    const home = menuPages.find((entry) => entry.path === 'home')!;
    expect(menu.find((entry) => entry.path === 'for-sale')!.params).toEqual({ title: forSale.params.title.nl });
    expect(menu.find((entry) => entry.path === 'home')!.params.content).toBe(home.params.content!.nl);
    // The head (the server's) and /api/page-title (after a navigation) give the SEO texts, in any language.
    for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
      expect(text).not.toContain(scriptJson(forSale.params.metadata[lang].metadataDescription).slice(1, -1));
    }
    expect(text).not.toContain(scriptJson(forSale.params.description.fr).slice(1, -1));
  });

  it("puts each slot's markup in its place, its state in an escaped script and its stylesheet once", async () => {
    const page = await render('/nl/te-koop/', { 'slot-mf-listings': listSlot });
    expect(page.root).toMatch(
      /<section id="slot-mf-listings" data-remote="mf-listings" data-version="1.0.0\+abc"[^>]*><ul><li>Gent/,
    );
    expect(page.data).toContain(`id="${slotStateId('slot-mf-listings')}"`);
    expect(page.data).not.toContain('</script><script>alert(1)');
    const state = /id="immo-state-slot-mf-listings">(.*?)<\/script>/.exec(page.data)![1]!;
    expect(JSON.parse(state)).toEqual({ remote: 'mf-listings', version: '1.0.0+abc', state: listSlot.state });
    expect(page.styles).toBe('<style data-remote="mf-listings">.immo-card{color:red}</style>');
    const data = JSON.parse(new RegExp(`id="${PAGE_DATA_ID}">(.*?)</script>`).exec(page.data)![1]!);
    expect(data.translations.listings).toEqual({ title: 'Te koop' });
  });

  it("puts the UI kit's stylesheets of all it rendered — header, slots, cookie dialog — before the slots' own", async () => {
    const markups: string[] = [];
    const kitStyles = (markup: string) => {
      markups.push(markup);
      return '<style data-kit>.kit{}</style>';
    };
    const dialog: RenderedSlot = { ...listSlot, remote: 'mf-consent', html: '<div role="dialog">Cookies</div>' };
    const page = await render(
      '/nl/te-koop/',
      { 'slot-mf-listings': listSlot, 'slot-mf-consent': dialog },
      200,
      kitStyles,
    );
    expect(markups).toEqual([page.root + page.consent]);
    expect(markups[0]).toContain('<ul><li>Gent');
    expect(markups[0]).toContain('Cookies');
    expect(page.styles).toBe(
      '<style data-kit>.kit{}</style><style data-remote="mf-listings">.immo-card{color:red}</style><style data-remote="mf-consent">.immo-card{color:red}</style>',
    );
  });

  it('leaves a slot it was given no markup for empty, for the browser', async () => {
    const page = await render('/fr/a-vendre/');
    expect(page.root).toMatch(/<section id="slot-mf-listings" data-remote="mf-listings"[^>]*><\/section>/);
  });

  it('names the slots of a page from the layout table, the footer form included', () => {
    expect(pageSlots(resolveRoute('/nl/te-koop/gent/huis/4012345/'))).toEqual([
      { id: 'slot-mf-property-detail', remote: 'mf-property-detail', place: 'page' },
      { id: 'slot-mf-forms', remote: 'mf-forms', place: 'page' },
      { id: 'slot-mf-listings', remote: 'mf-listings', place: 'page' },
      { id: 'slot-mf-forms-footer', remote: 'mf-forms', place: 'footer' },
    ]);
  });

  it("adds the cookie dialog's slot on every page but a preview, and gives its markup apart from the shell's root", async () => {
    const consentSlot = { id: 'slot-mf-consent', remote: 'mf-consent', place: 'page' };
    expect(pageSlots(resolveRoute('/nl/contact/'), 200, '/nl/contact/')).toContainEqual(consentSlot);
    expect(pageSlots(resolveRoute('/preview/home/'), 200, '/preview/home/')).not.toContainEqual(consentSlot);
    const dialog: RenderedSlot = { ...listSlot, remote: 'mf-consent', html: '<div role="dialog">Cookies</div>' };
    const page = await render('/nl/contact/', { 'slot-mf-consent': dialog });
    expect(page.consent).toBe('<div role="dialog">Cookies</div>');
    expect(page.root).not.toContain('Cookies');
    // Its state element, as every slot's: the browser hands it to the consent remote to hydrate.
    expect(page.data).toContain('id="immo-state-slot-mf-consent"');
    expect((await render('/nl/contact/')).consent).toBe('');
  });

  it('lays out an unknown property (404) as its not-found message alone: no contact panel, no similar list', async () => {
    const path = '/nl/te-koop/gent/huis/999999/';
    expect(pageSlots(resolveRoute(path), 404)).toEqual([
      { id: 'slot-mf-property-detail', remote: 'mf-property-detail', place: 'page' },
      { id: 'slot-mf-forms-footer', remote: 'mf-forms', place: 'footer' },
    ]);
    const page = await render(path, {}, 404);
    expect(page.root).toContain('id="slot-mf-property-detail"');
    expect(page.root).not.toContain('id="property-contact"');
    expect(page.root).not.toContain('id="slot-mf-forms"');
    expect(page.root).not.toContain('id="slot-mf-listings"');
    // The browser starts from the same status, so its first render hydrates this one.
    const data = JSON.parse(new RegExp(`id="${PAGE_DATA_ID}">(.*?)</script>`).exec(page.data)![1]!);
    expect(data.shell.status).toBe(404);
    expect((await render(path)).root).toContain('id="property-contact"');
  });

  it('names the remotes the browser loads at once, for the site server to preload: never one below the fold or waiting for the visitor', () => {
    expect(remotesAtOnce(resolveRoute('/nl/te-koop/gent/huis/4012345/'))).toEqual(['mf-property-detail']);
    // Home's search box and the cookie dialog come when the visitor reaches for them: nothing of them is preloaded.
    expect(remotesAtOnce(resolveRoute('/nl/'))).toEqual([]);
    expect(remotesAtOnce(resolveRoute('/nl/login/'))).toEqual(['mf-owner-portal']);
  });
});
