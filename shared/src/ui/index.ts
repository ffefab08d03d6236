/**
 * The UI kit every micro-frontend builds with: the Mantine components the site uses, its theme and
 * provider. Shared through federation as ONE module (see federation/shared-dependencies.ts), so a
 * page carries Mantine once, yet only these components of it, not all of @mantine/core.
 *
 * Parts: what most first screens never draw comes in two parts of this module, loaded from the same
 * build when a remote first needs them: `@immo/shared/ui/fields` (text, password, select, checkbox,
 * switch, ~9 KB gzip) and `@immo/shared/ui/overlays` (dialog, drawer, ~15 KB): half of the kit's script
 * was on every page for a search box, a form or a dialog that waits for the visitor. A part comes
 * from the build of the kit module the page uses, never from another app's, so its components
 * share that kit's Mantine (its theme and provider): two shared modules could each come from a
 * different app.
 *
 * Adding a component is a minor version of @immo/shared: a remote built against a newer kit than
 * the page's host loads its own copy instead of missing the component.
 */
export {
  ActionIcon,
  Affix,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Burger,
  Button,
  CloseButton,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Transition,
  VisuallyHidden,
} from '@mantine/core';
import { withRetry } from '../loading/with-retry.js';

// Retried: the module waiting for a part (its top-level await) keeps a failure for good.
/** The kit's fields (./parts/fields.ts), for `@immo/shared/ui/fields`. */
export const loadKitFields = () => withRetry(() => import('./parts/fields.js'));
/** The kit's overlays (./parts/overlays.ts), for `@immo/shared/ui/overlays`. */
export const loadKitOverlays = () => withRetry(() => import('./parts/overlays.js'));

export { ConsentGate, type ConsentGateProps } from './consent-gate.js';
export { EpcBadge, type EpcBadgeProps } from './epc-badge.js';
export { ImmoProvider, type ImmoProviderProps } from './immo-provider.js';
export { theme } from './theme.js';
