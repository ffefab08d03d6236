// ./app: the single-spa lifecycles the shell mounts on the form pages, beside a property and in the footer.
import { pagePath, type PageKey } from '@immo/shared';
import { remoteLifecycles } from '@immo/shared/remote';
import { FormsRoot } from './root.js';
import { FooterNewsletter } from './features/newsletter/FooterNewsletter.js';
import formsCss from './forms.css';
import { SiteApp } from './site-app.js';

const lifecycles = remoteLifecycles(
  ({ lang, apiBase, siteBase, route, place }) => (
    <FormsRoot lang={lang} apiBase={apiBase} siteBase={siteBase} onSite>
      {() =>
        place === 'footer' ? (
          <FooterNewsletter />
        ) : (
          <SiteApp initialPath={pagePath(route.page as PageKey, lang, route.params)} />
        )
      }
    </FormsRoot>
  ),
  formsCss,
);

export const { bootstrap, mount, unmount } = lifecycles;
