/** The remotes of the site by name, as the shell and the API know them at run time (DESIGN §2). */
export * from './remotes.js';
export type { SlotPlace, SlotRender, SlotRenderModule, SlotRenderRequest } from './server-render.js';
export { slotIdentifierPrefix } from './server-render.js';
export type {
  LaidOutSlot,
  PageStatus,
  RenderedSlot,
  ShellPage,
  ShellPageRequest,
  ShellServerModule,
} from './shell-server.js';
export { scriptJson } from './script-json.js';
