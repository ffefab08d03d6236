import '@mantine/core/styles.css';
import './shell.css';
import { resolveRoute } from '@immo/shared';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './App.js';
import { fallbackRenderer } from './components/RemoteFallback.js';
import { shellI18n } from './i18n.js';
import { registerRemoteApps } from './remotes/register-remote-apps.js';
import { registerRemoteManifest } from './remotes/load-remote-app.js';
import { fetchRemotesManifest } from './remotes/remotes-manifest.js';
import { installNavigation } from './routing/navigation.js';

async function startShell(): Promise<void> {
  const { lang } = resolveRoute(window.location.pathname);
  const i18n = await shellI18n(lang);
  createRoot(document.getElementById('immo-shell')!).render(<App i18n={i18n} />);
  installNavigation();
  try {
    registerRemoteManifest(await fetchRemotesManifest());
  } catch (error) {
    // Without remotes.json every slot shows its fallback; the chrome and the shell's pages still work.
    console.error('[shell] remotes.json could not be loaded', error);
  }
  registerRemoteApps(fallbackRenderer(() => i18n));
  start({ urlRerouteOnly: true });
}

void startShell();
