// `@immo/shared/ui/overlays`: the kit's dialog and drawer, bundled into each app but loaded by the
// kit module the page shares (see ./index.ts, "parts"). The import is the package's own name: only
// that request is the one kit module of the page (see ./fields.ts).
import { loadKitOverlays } from '@immo/shared/ui';

export const { Drawer, Modal } = await loadKitOverlays();
