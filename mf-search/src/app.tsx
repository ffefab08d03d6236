// ./app: the single-spa lifecycles the shell mounts on the home page.
import { remoteLifecycles } from '@immo/shared/remote';
import { SearchApp } from './root.js';
import searchCss from './features/search-box/search-box.css';

const lifecycles = remoteLifecycles(
  ({ lang, apiBase, siteBase }) => <SearchApp lang={lang} apiBase={apiBase} siteBase={siteBase} followPageLanguage />,
  searchCss,
);

export const { bootstrap, mount, unmount } = lifecycles;
