// The shell's server entry (dist/server/shell-server.cjs), loaded by the site server: which slots a
// page has (the layout table) and the render of the page around them (DESIGN §7).
import type { ShellServerModule } from '@immo/shared/federation';
import { pageSlots, remotesAtOnce, renderShellPage, shellNamespaces } from './server/render-page.js';

export { pageSlots, remotesAtOnce, renderShellPage, shellNamespaces };

// The module's shape is the contract the site server relies on: a change here fails the type check.
({ pageSlots, remotesAtOnce, renderShellPage, shellNamespaces }) satisfies ShellServerModule;
