import type { ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteAppProps } from './contract.js';
import type { RemoteAppContext } from './remote-element.js';
import { remoteElement } from './remote-element.js';
import { slotIdentifierPrefix } from '../federation/server-render.js';
import { REMOTE_VERSION } from './remote-version.js';
import { adoptInDocument } from './stylesheets.js';
import { followChangedFields, giveBackChangedFields, type ChangedField } from './fields-changed-early.js';

/** The server's render of the slot can be hydrated: made by this very version, and still in the slot. */
function hydratable(props: RemoteAppProps, version: string): boolean {
  return props.server?.version === version && Boolean(props.domElement?.firstElementChild);
}

/**
 * The slot hydrated, with what the visitor typed or ticked in the server's form before the code
 * came, and while it hydrated, given back where hydration lost it: once the remote's effects (a
 * form's fields, its draft) have run, a turn after the mount.
 */
async function hydrated(mounting: Promise<unknown>, stopFollowing: () => ChangedField[]): Promise<unknown> {
  let result: unknown;
  try {
    result = await mounting;
  } catch (error) {
    stopFollowing();
    throw error;
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  giveBackChangedFields(stopFollowing());
  return result;
}

/**
 * React's roots with the slot's id prefix (its element id, as the server rendered it): two slots of
 * a page — the contact form and the footer's sign-up — never share a field's id. single-spa-react
 * passes no root options, so it is given roots made with them.
 */
const slotRoots = {
  createRoot: (slot: HTMLElement) =>
    ReactDOMClient.createRoot(slot, { identifierPrefix: slotIdentifierPrefix(slot.id) }),
  hydrateRoot: (slot: HTMLElement, element: ReactNode) => {
    let root: ReactDOMClient.Root | undefined;
    // In a transition, React hydrates in slices with the browser's turn between them instead of one
    // long task (a phone's first load); a click on the slot before then hydrates it at once and is
    // replayed (React's selective hydration).
    React.startTransition(() => {
      root = ReactDOMClient.hydrateRoot(slot, element, { identifierPrefix: slotIdentifierPrefix(slot.id) });
    });
    return root!;
  },
};

/**
 * A remote's single-spa lifecycles (`./app`): its app in the site's theme, in the slot the shell
 * gives it, with its own stylesheet (`css`) added to the site's page once. A slot the server
 * rendered with the same `version` (this build's) is hydrated (DESIGN §7); one another version rendered is
 * rendered afresh, as is every slot after a navigation.
 */
export function remoteLifecycles(render: (context: RemoteAppContext) => ReactNode, css = '', version = REMOTE_VERSION) {
  if (css) adoptInDocument(css);
  // single-spa-react asks for the render type without the props: the mount below sets it first.
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  // `server` is left in the props only for a slot that hydrates (mount below).
  const Root = (props: RemoteAppProps) => remoteElement(render, props, props.server ?? null);
  const lifecycles = singleSpaReact<RemoteAppProps>({
    React,
    ReactDOMClient: slotRoots as unknown as typeof ReactDOMClient,
    rootComponent: Root,
    renderType: () => renderType,
    // RemoteRoot has the boundary with a translated text; this one only catches a failing provider.
    errorBoundary: () => <></>,
    // The slot the shell renders; without it single-spa-react would append a div to <body>.
    domElementGetter: (props) => {
      if (!props.domElement) throw new Error(`${props.name}: the shell gave no slot`);
      return props.domElement;
    },
  });
  return {
    ...lifecycles,
    mount(props: RemoteAppProps) {
      const hydrate = version !== '' && hydratable(props, version);
      renderType = hydrate ? 'hydrateRoot' : 'createRoot';
      if (hydrate) {
        // From before hydration starts: what hydration resets is what the visitor typed.
        const stopFollowing = followChangedFields(props.domElement!);
        return hydrated(lifecycles.mount(props as never), stopFollowing);
      }
      // Markup of another version (or none to keep): the remote renders the slot afresh.
      props.domElement?.replaceChildren();
      const { server: _unused, ...fresh } = props;
      return lifecycles.mount(fresh as never);
    },
  };
}
