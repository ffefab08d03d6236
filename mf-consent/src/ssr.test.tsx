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

/** The slot's markup without Mantine's theme variables (a long style element before it): what a test reads. */
const markup = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');

describe('./ssr: the cookie dialog on the server', () => {
  it.each([
    ['nl', 'Wij gebruiken cookies', 'Alles aanvaarden', '/nl/cookiebeleid/'],
    ['de', 'Wir verwenden Cookies', 'Alle akzeptieren', '/de/cookie-richtlinie/'],
  ] as const)(
    'draws the first layer in %s, open, with its choices and the policy link',
    async (lang, title, agree, policy) => {
      const slot = await (await freshSsr()).render(request(lang));
      const html = markup(slot.html);
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

  it('stops when its time is up, and the next page renders it again', async () => {
    const { render } = await freshSsr();
    const budget = new AbortController();
    budget.abort();
    await expect(render(request('de', budget.signal))).rejects.toBeDefined();
    await expect(render(request('de'))).resolves.toHaveProperty('version');
  });
});
