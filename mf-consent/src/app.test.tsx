// ./app in the browser on a page the server rendered: the cookie dialog the server drew is hydrated
// for a visitor who has not chosen (no React warning, the server's elements kept), and dropped for
// one who has.
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, NECESSARY_ONLY, type Lang } from '@immo/shared';
import type { RemoteAppProps } from '@immo/shared/remote';
import { hydratingProps, mountSlot, renderInServerModules, slotRenderRequest } from '@immo/shared/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import * as app from './app.js';

const SLOT_ID = 'slot-mf-consent';

let open: { element: HTMLElement; props: RemoteAppProps; errors: jest.SpyInstance } | undefined;

/** The page as the server sent it: the dialog's markup in its slot; then ./app mounted with the slot's data. */
async function serverPage(lang: Lang) {
  const slot = await renderInServerModules(
    () => import('./ssr.js'),
    slotRenderRequest('mf-consent', { lang, route: { page: 'home', params: {} }, pathname: '/' }),
  );
  const element = document.createElement('div');
  element.id = SLOT_ID;
  element.innerHTML = slot.html;
  document.body.append(element);
  const served = element.querySelector('[role="dialog"]');
  const errors = jest.spyOn(console, 'error');
  const props = hydratingProps(
    { name: 'mf-consent', lang, route: { page: 'home', params: {} }, apiBase: '', siteBase: '', domElement: element },
    slot,
  );
  open = { element, props, errors };
  await mountSlot(app, props);
  return { element, served, errors };
}

beforeEach(() => {
  localStorage.clear();
  // The site info (tag ids) is asked for once mounted: not answered here, no tag loads.
  globalThis.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
});

afterEach(async () => {
  if (!open) return;
  open.errors.mockRestore();
  await act(() => app.unmount(open!.props as never));
  open.element.remove();
  open = undefined;
});

describe("./app on a page with the server's cookie dialog", () => {
  it('hydrates it for a first visit without a warning, and the choice works', async () => {
    const page = await serverPage('nl');
    expect(page.errors).not.toHaveBeenCalled();
    // The very element the server sent is the live dialog.
    expect(screen.getByRole('dialog', { name: 'Wij gebruiken cookies' })).toBe(page.served);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Alles aanvaarden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ version: CONSENT_VERSION });
    expect(page.errors).not.toHaveBeenCalled();
  });

  it('drops it for a visitor who has chosen, with no hydration error', async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, decidedAt: new Date().toISOString(), choice: NECESSARY_ONLY }),
    );
    const page = await serverPage('fr');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.element.querySelector('[role="dialog"]')).toBeNull();
    expect(page.errors).not.toHaveBeenCalled();
  });
});
