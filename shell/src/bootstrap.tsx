import { resolveRoute } from '@immo/shared';
import type { ResourceLanguage } from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './App.js';
import { fallbackRenderer } from './components/RemoteFallback.js';
import { SlotMarkupContext, type SlotMarkup } from './components/slot-markup.js';
import { dropStaleServerMarkup } from './remotes/stale-server-markup.js';
import { waitForConsentReach } from './remotes/consent-slot.js';
import { shellI18n, SHELL_NAMESPACES } from './i18n.js';
import type { PageData } from './layout/page-data.js';
import { registerRemoteApps } from './remotes/register-remote-apps.js';
import { registerRemoteManifest } from './remotes/load-remote-app.js';
import { fetchRemotesManifest } from './remotes/remotes-manifest.js';
import { readPageData, readServerSlots } from './remotes/server-slots.js';
import { readRemoteOverrides, showRemoteOverridesBanner, withRemoteOverrides } from './remotes/remote-overrides.js';
import { installNavigation } from './routing/navigation.js';
import { createShellStore } from './shell-store.js';
import { kitStylesReady } from './styles/kit-styles.js';

/** The shell's own texts among the page's (the rest belong to the slots). */
function shellTexts(page: PageData | undefined, lang: string): ResourceLanguage | undefined {
  if (!page || page.lang !== lang) return undefined;
  const texts = SHELL_NAMESPACES.filter((ns) => page.translations[ns]).map((ns) => [ns, page.translations[ns]]);
  return texts.length > 0 ? (Object.fromEntries(texts) as ResourceLanguage) : undefined;
}

async function startShell(): Promise<void> {
  // First: a press on the cookie dialog from now on is held for it, and brings its code.
  waitForConsentReach();
  const location = { pathname: window.location.pathname, search: window.location.search };
  const { lang } = resolveRoute(location.pathname);
  const page = readPageData();
  const i18n = await shellI18n(lang, shellTexts(page, lang));
  const store = createShellStore({ pathname: location.pathname, ...(page?.lang === lang ? page.shell : {}) });
  const serverSlots = readServerSlots(page, location.pathname);
  const markup: Record<string, SlotMarkup> = Object.fromEntries(
    Object.entries(serverSlots.versions()).map(([id, version]) => [id, { html: '', version }]),
  );
  const container = document.getElementById('immo-shell')!;
  // Whatever React draws from here on (a page the server did not render, a dialog, a later slot) has
  // the kit's whole stylesheet. It was asked for by the shell's first script, beside this chunk.
  await kitStylesReady();
  let shellLive = () => {};
  const live = new Promise<void>((resolve) => (shellLive = resolve));
  const app = (
    <SlotMarkupContext.Provider value={markup}>
      <App i18n={i18n} store={store} location={location} onLive={shellLive} />
    </SlotMarkupContext.Provider>
  );
  if (page) {
    // The server rendered this page with the shell's own components: React takes it over as it is,
    // in a transition, so in slices with the browser's turn between them, not one long task on a
    // phone (a click before it is done hydrates at once and is replayed).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A page the server could not render (its shell bundle missing): the browser renders it all.
    createRoot(container).render(app);
  }
  installNavigation();
  dropStaleServerMarkup();
  // A developer's browser overrides (off unless turned on by hand in this browser), shown on the page.
  const overrides = readRemoteOverrides();
  showRemoteOverridesBanner(overrides);
  try {
    registerRemoteManifest(withRemoteOverrides(await fetchRemotesManifest(), overrides));
  } catch (error) {
    // Without remotes.json every slot shows its fallback; the chrome and the shell's pages still work.
    console.error('[shell] remotes.json could not be loaded', error);
  }
  // Remotes mount once the shell's page is live (its first commit: listening for navigations): a link
  // followed in a remote before then would mount the next page's remote into this page's slot,
  // which the shell then replaces.
  await live;
  registerRemoteApps(
    fallbackRenderer(() => i18n),
    serverSlots,
  );
  start({ urlRerouteOnly: true });
}

void startShell();
