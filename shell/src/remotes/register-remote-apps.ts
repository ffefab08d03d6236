import { REMOTE_NAMES, type RemoteName } from '@immo/shared/federation';
import { resolveRoute } from '@immo/shared';
import { registerApplication, triggerAppChange, unloadApplication } from 'single-spa';
import { remotesOf, showsConsent } from '../routing/page-slots.js';
import { forgetRemote, loadRemoteApp } from './load-remote-app.js';
import { guardedLifecycles, type FallbackRenderer, type RemoteProps } from './remote-lifecycles.js';

/** Is this remote on the page at this URL? One resolver decides, the same as everywhere (DESIGN §4). */
export function isActive(remote: RemoteName, location: Location | URL): boolean {
  if (remote === 'mf-consent') return showsConsent(location.pathname);
  return remotesOf(resolveRoute(location.pathname).page).includes(remote);
}

/** Registers every remote as a single-spa application mounted into its slot when its route is active. */
export function registerRemoteApps(renderFallback: FallbackRenderer, apiBase = ''): void {
  for (const remote of REMOTE_NAMES) {
    const retry = () => {
      // Unloading makes single-spa load the remote again on the next reroute.
      forgetRemote(remote);
      void unloadApplication(remote).then(() => triggerAppChange());
    };
    registerApplication<RemoteProps>({
      name: remote,
      app: async () => guardedLifecycles(remote, () => loadRemoteApp(remote), renderFallback, retry),
      activeWhen: (location) => isActive(remote, location),
      customProps: () => {
        const route = resolveRoute(window.location.pathname);
        return {
          lang: route.lang,
          route: { page: route.page, params: route.params },
          apiBase,
          siteBase: '',
        } as RemoteProps;
      },
    });
  }
}
