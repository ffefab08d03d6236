/**
 * What a remote's server entry (`./ssr`, DESIGN §7) uses to render a slot on the server. Apart from
 * `@immo/shared/remote` so no browser bundle carries React's server renderer.
 */
export { renderUntilSettled, renderWhenLoaded } from './render-until-settled.js';
export { untilAborted } from './until-aborted.js';
export { keptRender } from './kept-render.js';
export { bundledTexts, type OwnTexts, type Texts } from './bundled-texts.js';
export { slotAppProps, slotFetch } from './slot-request.js';
export { remoteElement } from '../remote/remote-element.js';
export { REMOTE_VERSION } from '../remote/remote-version.js';
