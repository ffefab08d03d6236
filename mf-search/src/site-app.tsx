// What ./app renders in the search box's slot (home and the 404 page): the same element in the
// browser and on the server (./ssr), so the server's markup is what the browser's first render hydrates.
import type { RemoteAppContext } from '@immo/shared/remote';
import { SearchApp } from './root.js';

export function siteApp({ lang, apiBase, siteBase }: RemoteAppContext) {
  return <SearchApp lang={lang} apiBase={apiBase} siteBase={siteBase} followPageLanguage />;
}
