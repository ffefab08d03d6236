// ./app: the single-spa lifecycles the shell mounts on the form pages and beside a property.
import { pagePath, type PageKey } from '@immo/shared';
import { remoteLifecycles } from '@immo/shared/remote';
import { FormsRoot } from './bootstrap.js';
import formsCss from './forms.css';
import { SiteApp } from './site-app.js';

const lifecycles = remoteLifecycles(
  ({ lang, apiBase, siteBase, route }) => (
    <FormsRoot lang={lang} apiBase={apiBase} siteBase={siteBase} onSite>
      {() => <SiteApp initialPath={pagePath(route.page as PageKey, lang, route.params)} />}
    </FormsRoot>
  ),
  formsCss,
);

export const { bootstrap, mount, unmount } = lifecycles;
