// What ./app renders in the site's consent slot: the same element in the browser and on the server
// (./ssr), so the server's markup is what the browser's first render hydrates.
import type { RemoteAppContext } from '@immo/shared/remote';
import { ConsentApp } from './root.js';

export function siteApp({ lang, apiBase, siteBase }: RemoteAppContext) {
  return <ConsentApp lang={lang} apiBase={apiBase} siteBase={siteBase} followPageLanguage />;
}
