import { resolveRoute } from '@immo/shared';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './App.js';
import { fallbackRenderer } from './components/RemoteFallback.js';
import { shellI18n } from './i18n.js';
import { registerRemoteApps } from './remotes/register-remote-apps.js';
import { registerRemoteManifest } from './remotes/load-remote-app.js';
import { fetchRemotesManifest } from './remotes/remotes-manifest.js';
import { readRemoteOverrides, showRemoteOverridesBanner, withRemoteOverrides } from './remotes/remote-overrides.js';
import { focusedElementSelector, refocus } from './routing/keep-focus.js';
import { installNavigation } from './routing/navigation.js';

async function startShell(): Promise<void> {
  const { lang } = resolveRoute(window.location.pathname);
  const i18n = await shellI18n(lang);
  const container = document.getElementById('immo-shell')!;
  const focused = focusedElementSelector(container);
  // Synchronous first render, so focus moves from the server's header to the same link at once.
  flushSync(() => createRoot(container).render(<App i18n={i18n} />));
  refocus(container, focused);
  installNavigation();
  // A developer's browser overrides (off unless turned on by hand in this browser), shown on the page.
  const overrides = readRemoteOverrides();
  showRemoteOverridesBanner(overrides);
  try {
    registerRemoteManifest(withRemoteOverrides(await fetchRemotesManifest(), overrides));
  } catch (error) {
    // Without remotes.json every slot shows its fallback; the chrome and the shell's pages still work.
    console.error('[shell] remotes.json could not be loaded', error);
  }
  registerRemoteApps(fallbackRenderer(() => i18n));
  start({ urlRerouteOnly: true });
}

void startShell();
