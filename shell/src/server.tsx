// The shell's server entry (dist/server/shell-server.cjs), loaded by the site server: which slots a
// page has (the layout table) and the render of the page around them (DESIGN §7).
import type { ShellPageRequest, ShellServerModule } from '@immo/shared/federation';
// css-loader's list of the kit's files with their texts (the server build's rule for stylesheets).
import kitStylesheets from '@immo/shared/ui/kit.css';
import { pageKitStyles, type CssLoaderList } from './server/kit-styles.js';
import { pageSlots, remotesAtOnce, renderShellPage as renderPage, shellNamespaces } from './server/render-page.js';

const kitStyles = pageKitStyles(kitStylesheets as CssLoaderList);

/** The page with the kit's stylesheets it uses inlined: a first paint needs no stylesheet of Mantine's. */
const renderShellPage = (request: ShellPageRequest) => renderPage(request, kitStyles);

export { pageSlots, remotesAtOnce, renderShellPage, shellNamespaces };

// The module's shape is the contract the site server relies on: a change here fails the type check.
({ pageSlots, remotesAtOnce, renderShellPage, shellNamespaces }) satisfies ShellServerModule;
