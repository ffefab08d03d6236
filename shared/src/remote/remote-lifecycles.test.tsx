/**
 * @jest-environment jsdom
 */
// A slot's ids (useId: a field's label and error) carry the slot's prefix on the server and in the
// browser alike: two slots of one page never share an id, and hydration finds the server's ids.
import '../../test-support/jsdom-setup.js';
import { useId } from 'react';
import { slotIdentifierPrefix } from '../federation/server-render.js';
import type { RemoteAppProps } from './contract.js';
import { remoteLifecycles } from './remote-lifecycles.js';
import { mountSlot } from '../../test-support/server-slot.js';

/** A field labelled by a React id, with the hook of the React that renders it. */
const emailField = (useReactId: typeof useId) =>
  function EmailField() {
    const id = useReactId();
    return (
      <p>
        <label htmlFor={id}>E-mail</label>
        <input id={id} />
      </p>
    );
  };
const EmailField = emailField(useId);

/** The server's render, in modules (React's) of its own, as in the site server's process. */
async function serverRender(props: RemoteAppProps, identifierPrefix: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { useId: serverUseId } = await import('react');
    const { renderWhenLoaded } = await import('../remote-server/render-until-settled.js');
    const { remoteElement } = await import('./remote-element.js');
    const ServerField = emailField(serverUseId);
    const request = { signal: new AbortController().signal, identifierPrefix };
    html = await renderWhenLoaded(
      remoteElement(() => <ServerField />, props, { translations: {} }),
      request,
    );
  });
  return html;
}

const VERSION = '1.0.0+test';

function slotProps(domElement: HTMLElement, server?: RemoteAppProps['server']): RemoteAppProps {
  const route = { page: 'contact', params: {} };
  return {
    name: 'mf-forms',
    lang: 'nl',
    route,
    place: 'page',
    apiBase: '',
    siteBase: '',
    domElement,
    ...(server ? { server } : {}),
  };
}

const mount = (lifecycles: ReturnType<typeof remoteLifecycles>, props: RemoteAppProps) => mountSlot(lifecycles, props);

describe("a slot's React ids", () => {
  const slots: HTMLElement[] = [];
  function slotElement(id: string): HTMLElement {
    const element = document.createElement('section');
    element.id = id;
    document.body.append(element);
    slots.push(element);
    return element;
  }
  afterEach(() => slots.splice(0).forEach((slot) => slot.remove()));

  it("are prefixed with the slot's id by the server, and hydrated as they are, without a warning", async () => {
    const slot = slotElement('slot-mf-forms');
    slot.innerHTML = await serverRender(slotProps(slot), slotIdentifierPrefix(slot.id));
    const serverId = slot.querySelector('input')!.id;
    expect(serverId).toContain('slot-mf-forms-');
    // Mantine's variables are the page's, written once by the shell: a slot repeats none.
    expect(slot.querySelector('style[data-mantine-styles]')).toBeNull();

    const errors = jest.spyOn(console, 'error');
    try {
      const server = { version: VERSION, state: null, translations: {} };
      await mount(
        remoteLifecycles(() => <EmailField />, '', VERSION),
        slotProps(slot, server),
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(slot.querySelector('input')!.id).toBe(serverId);
    expect(slot.querySelector('label')!.htmlFor).toBe(serverId);
  });

  it('differ between two slots the browser renders on one page', async () => {
    const page = slotElement('slot-mf-forms');
    const footer = slotElement('slot-mf-forms-footer');
    await mount(
      remoteLifecycles(() => <EmailField />, '', VERSION),
      { ...slotProps(page), name: 'page-form' },
    );
    await mount(
      remoteLifecycles(() => <EmailField />, '', VERSION),
      { ...slotProps(footer), name: 'footer-form' },
    );
    const ids = [page, footer].map((slot) => slot.querySelector('input')!.id);
    expect(ids[0]).toContain('slot-mf-forms-');
    expect(ids[1]).toContain('slot-mf-forms-footer-');
    expect(new Set(ids).size).toBe(2);
  });
});
