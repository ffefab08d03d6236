import { createI18n, keptForTexts, type Route } from '@immo/shared';
import type { LaidOutSlot, PageStatus, RenderedSlot, ShellPage, ShellPageRequest } from '@immo/shared/federation';
import { renderToString } from 'react-dom/server';
import { App } from '../App.js';
import { SlotMarkupContext, type SlotMarkup } from '../components/slot-markup.js';
import { SHELL_NAMESPACES } from '../i18n.js';
import { LAYOUT, placeOf, showsConsent, slotId, slotIdOf, slotsOf } from '../layout/layout-table.js';
import { jsonScript, jsonScriptOf, PAGE_DATA_ID, slotStateId, type PageData } from '../layout/page-data.js';
import { pageDataJson } from './page-data-json.js';
import { shellMenu } from '../shell-menu.js';
import { createShellStore } from '../shell-store.js';

/** The namespaces the shell's page component for this route renders. */
export function shellNamespaces(route: Route): string[] {
  return LAYOUT[route.page].view === 'legal' ? [...SHELL_NAMESPACES] : ['common'];
}

/**
 * The remotes the browser loads as soon as the page starts: its at-once slots'. Not the consent
 * dialog's: a first visit's waits for the visitor (remotes/consent-slot.ts), a returning visitor has
 * its code in the cache.
 */
export function remotesAtOnce(route: Route): string[] {
  const atOnce = slotsOf(route.page)
    .filter((spec) => spec.load === 'at-once')
    .map((spec) => spec.remote);
  return [...new Set(atOnce)];
}

/** The cookie dialog's slot: on every page that has the dialog, outside the shell's root (index.html). */
const CONSENT_SLOT: LaidOutSlot = { id: slotId('mf-consent'), remote: 'mf-consent', place: 'page' };

/**
 * The slots of the page at `route`, for the site server to render, and the cookie dialog's (given the
 * page's `pathname`): drawn as a first visit sees it, it is the first paint's, not ~2 s after it.
 */
export function pageSlots(route: Route, status: PageStatus = 200, pathname?: string): LaidOutSlot[] {
  const slots = slotsOf(route.page, status).map((spec) => ({
    id: slotIdOf(spec),
    remote: spec.remote,
    place: placeOf(spec),
  }));
  return pathname !== undefined && showsConsent(pathname) ? [...slots, CONSENT_SLOT] : slots;
}

function pageTranslations(request: ShellPageRequest): PageData['translations'] {
  const translations: PageData['translations'] = {};
  // The shell's texts win for the namespaces it shares with a slot: the shell is hydrated first.
  for (const slot of Object.values(request.slots)) Object.assign(translations, slot.translations);
  for (const ns of shellNamespaces(request.route)) if (request.texts[ns]) translations[ns] = request.texts[ns];
  return translations;
}

function slotStyles(slots: RenderedSlot[]): string {
  const byRemote = new Map(slots.filter((slot) => slot.css).map((slot) => [slot.remote, slot.css]));
  return [...byRemote]
    .map(([remote, css]) => `<style data-remote="${remote}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
}

/** The `<style>` of the UI kit's files a page's markup uses (kit-styles.ts). */
export type KitStyles = (markup: string) => string;

/**
 * The whole page as the shell renders it in the browser — header, page, footer — with each slot's
 * server markup in place, so the browser's first render equals this and hydrates it (DESIGN §7).
 * Its styles: the kit's files the page uses (`kitStyles`; none without), then each slot's own.
 */
export async function renderShellPage(request: ShellPageRequest, kitStyles: KitStyles = () => ''): Promise<ShellPage> {
  const { route } = request;
  const namespaces = shellNamespaces(route);
  // The shell's texts are the same objects on every request, and nothing here changes the language.
  const i18n = await keptForTexts(`shell|${namespaces.join(',')}|${route.lang}`, request.texts, (copy) =>
    createI18n({ lang: route.lang, namespaces, resources: { [route.lang]: copy } }),
  );
  const status = request.status ?? 200;
  // The server renders from what the browser gets, so the browser's first render is this one.
  const menu = shellMenu(request.menu);
  const store = createShellStore({
    pathname: request.pathname,
    route,
    status,
    config: request.config,
    menu,
    ...(request.languagePaths && { languagePaths: request.languagePaths }),
  });
  const markup: Record<string, SlotMarkup> = Object.fromEntries(
    Object.entries(request.slots).map(([id, slot]) => [id, { html: slot.html, version: slot.version }]),
  );
  const root = renderToString(
    <SlotMarkupContext.Provider value={markup}>
      <App i18n={i18n} store={store} location={{ pathname: request.pathname, search: request.search }} />
    </SlotMarkupContext.Provider>,
  );
  const page: PageData = {
    lang: route.lang,
    shell: {
      status,
      config: request.config,
      menu,
      ...(request.languagePaths && { languagePaths: request.languagePaths }),
    },
    translations: pageTranslations(request),
  };
  const data = [
    jsonScriptOf(PAGE_DATA_ID, pageDataJson(page)),
    ...Object.entries(request.slots).map(([id, slot]) =>
      jsonScript(slotStateId(id), { remote: slot.remote, version: slot.version, state: slot.state }),
    ),
  ].join('');
  const consent = request.slots[CONSENT_SLOT.id]?.html ?? '';
  return {
    root,
    data,
    styles: kitStyles(root + consent) + slotStyles(Object.values(request.slots)),
    consent,
  };
}
