/**
 * @jest-environment node
 */
// Node, no DOM: the dialog is drawn on the server as a first visit sees it, in the page's language,
// touching no window and asking the API nothing.
import { slotRenderRequest } from '@immo/shared/test-support';
import type { Lang } from '@immo/shared';
import type { SlotRenderModule } from '@immo/shared/federation';

/** ./ssr as the site server loads it: a module of its own (and its own cache of renders). */
async function freshSsr(): Promise<SlotRenderModule> {
  let ssr!: SlotRenderModule;
  await jest.isolateModulesAsync(async () => {
    ssr = await import('./ssr.js');
  });
  return ssr;
}

const request = (lang: Lang, signal = new AbortController().signal) =>
  slotRenderRequest('mf-consent', { lang, route: { page: 'contact', params: {} }, pathname: '/', signal });

describe('./ssr: the cookie dialog on the server', () => {
  it.each([
    ['nl', 'Wij gebruiken cookies', 'Alles aanvaarden', '/nl/cookiebeleid/'],
    ['de', 'Wir verwenden Cookies', 'Alle akzeptieren', '/de/cookie-richtlinie/'],
  ] as const)(
    'draws the first layer in %s, open, with its choices and the policy link',
    async (lang, title, agree, policy) => {
      const slot = await (await freshSsr()).render(request(lang));
      const { html } = slot;
      expect(html).toMatch(/role="dialog"[^>]*aria-modal="true"/);
      expect(html).toContain(title);
      expect(html).toContain(agree);
      expect(html).toContain(`href="${policy}"`);
      // Ids carry the slot's prefix, as the browser's hydration makes them.
      expect(html).toMatch(/id="[^"]*slot-mf-consent-[^"]+-title"/);
      // Undecided: no close button; the dialog closes by a choice.
      expect(html).not.toContain('mantine-CloseButton');
      expect(slot.translations).toHaveProperty('consent.dialog.title', title);
    },
  );

  it('is drawn once per language: the next page takes the same render', async () => {
    const { render } = await freshSsr();
    const first = await render(request('fr'));
    expect(await render(request('fr'))).toBe(first);
    expect(await render(request('en'))).not.toBe(first);
  });

  it('leaves the dialog to the browser on a page whose time is up, and still renders it for the next', async () => {
    const { render } = await freshSsr();
    const budget = new AbortController();
    budget.abort();
    await expect(render(request('de', budget.signal))).rejects.toThrow('aborted');
    const next = await render(request('de'));
    expect(next.html).toContain('Wir verwenden Cookies');
    expect(await render(request('de'))).toBe(next);
  });
});
