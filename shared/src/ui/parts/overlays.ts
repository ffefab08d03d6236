/**
 * The kit's overlays: a dialog or a drawer over the page, with their focus trap, scroll lock and
 * scroll area (~15 KB gzip). Loaded by the kit module when a remote first imports
 * `@immo/shared/ui/overlays`.
 */
export { Drawer, Modal } from '@mantine/core';
