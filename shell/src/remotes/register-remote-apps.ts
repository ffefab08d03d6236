import { REMOTE_NAMES, type RemoteName } from '@immo/shared/federation';
import { PAGES, resolveRoute, type PageKey } from '@immo/shared';
import { registerApplication, triggerAppChange, unloadApplication } from 'single-spa';
import type { SlotPlace } from '@immo/shared/remote';
import { FOOTER_SLOT, pageSlot, placeOf, showsConsent, slotIdOf, slotsOf } from '../layout/layout-table.js';
import { forgetRemote, loadRemoteApp } from './load-remote-app.js';
import { consentWanted } from './consent-slot.js';
import { isRevealed } from './slot-reveal.js';
import { guardedLifecycles, type FallbackRenderer, type RemoteProps } from './remote-lifecycles.js';
import type { ServerSlots } from './server-slots.js';

/** Is this remote on the page at this URL? One resolver decides, the same as everywhere (DESIGN §4). */
export function isActive(remote: RemoteName, location: Location | URL): boolean {
  if (remote === 'mf-consent') return showsConsent(location.pathname);
  return pageSlot(resolveRoute(location.pathname).page, remote) !== undefined;
}

/** `page` null: on every page (consent; the footer's slot, but for the pages without it). */
export type RemoteApplication = { name: string; remote: RemoteName; page: PageKey | null; place: SlotPlace };

/**
 * The single-spa applications of the site, from the layout table: one per remote and page it fills
 * (`mf-listings@home`, `mf-listings@for-sale`, …). Each page renders its own slot, so a remote on
 * two pages must be unmounted from the old page's slot and mounted into the new one — and with the
 * new page's route — which single-spa does only for an application that stops being active. The
 * consent remote has one application: its slot is part of every page; so has the footer's remote
 * (`mf-forms@footer`), whose slot stays as the visitor moves from page to page.
 */
export function remoteApplications(): RemoteApplication[] {
  const pageApplications = REMOTE_NAMES.flatMap((remote): RemoteApplication[] => {
    if (remote === 'mf-consent') return [{ name: remote, remote, page: null, place: 'page' }];
    return PAGES.filter((page) => pageSlot(page, remote)).map((page) => ({
      name: `${remote}@${page}`,
      remote,
      page,
      place: 'page',
    }));
  });
  const footer: RemoteApplication = {
    name: `${FOOTER_SLOT.remote}@footer`,
    remote: FOOTER_SLOT.remote,
    page: null,
    place: placeOf(FOOTER_SLOT),
  };
  return [...pageApplications, footer];
}

/** Is this application on the page at this URL (and, for a deferred slot, is it needed yet)? */
export function isApplicationActive({ remote, page, place }: RemoteApplication, location: Location | URL): boolean {
  const shown = resolveRoute(location.pathname).page;
  if (place === 'footer') return slotsOf(shown).includes(FOOTER_SLOT) && isRevealed(slotIdOf(FOOTER_SLOT));
  // The consent remote, on a first visit, when the visitor reaches for its dialog (consent-slot.ts).
  if (page === null) return isActive(remote, location) && consentWanted();
  const spec = shown === page ? pageSlot(page, remote) : undefined;
  return spec !== undefined && (spec.load === 'at-once' || isRevealed(slotIdOf(spec)));
}

/** Registers every remote as single-spa applications mounted into its slot when their page is shown. */
export function registerRemoteApps(renderFallback: FallbackRenderer, serverSlots: ServerSlots, apiBase = ''): void {
  for (const application of remoteApplications()) {
    const { name, remote, place } = application;
    const retry = () => {
      // Unloading makes single-spa load the remote again on the next reroute.
      forgetRemote(remote);
      void unloadApplication(name).then(() => triggerAppChange());
    };
    registerApplication<RemoteProps>({
      name,
      app: async () => guardedLifecycles({ remote, place }, () => loadRemoteApp(remote), renderFallback, retry),
      activeWhen: (location) => isApplicationActive(application, location),
      customProps: () => {
        const route = resolveRoute(window.location.pathname);
        const slot = serverSlots.take(remote, place, route);
        return {
          lang: route.lang,
          route: { page: route.page, params: route.params },
          location: { pathname: window.location.pathname, search: window.location.search },
          place,
          apiBase,
          siteBase: '',
          ...(slot ? { server: slot } : {}),
        } as RemoteProps;
      },
    });
  }
}
