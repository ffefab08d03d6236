import { containerName, REMOTES, type RemoteName } from '../federation/remotes.js';
import type { WidgetModule } from '../remote/contract.js';
import { embedHost } from './embed-host.js';
import { defineWidgetElement } from './widget-element.js';

/**
 * What a remote's embed.js does: registers the remote (its mf-manifest.json beside embed.js) with
 * the page's embed host and defines its custom elements. `scriptUrl` is embed.js's own address
 * (`document.currentScript.src`), read before anything asynchronous.
 */
export function defineEmbed(remote: RemoteName, scriptUrl: string, attributes: readonly string[] = []): void {
  const container = containerName(remote);
  const host = embedHost();
  host.register(container, new URL('mf-manifest.json', scriptUrl).href);
  const origin = new URL(scriptUrl).origin;
  let widget: Promise<WidgetModule> | null = null;
  const load = () =>
    (widget ??= host.load<WidgetModule>(`${container}/widget`).catch((error: unknown) => {
      widget = null; // the next element to connect tries again
      throw error;
    }));
  for (const tag of REMOTES[remote].elements) defineWidgetElement(tag, { load, origin, attributes });
}
