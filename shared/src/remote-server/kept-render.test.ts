import type { SlotRender, SlotRenderRequest } from '../federation/server-render.js';
import { slotRenderRequest } from '../../test-support/server-slot.js';
import { keptRender } from './kept-render.js';

const request = (overrides: Partial<SlotRenderRequest> = {}) =>
  slotRenderRequest('mf-test', {
    lang: 'nl',
    route: { page: 'contact', params: {} },
    pathname: '/nl/contact/',
    ...overrides,
  });

/** A render that says which request it was made for, and counts how often it ran. */
function counted(fail = 0) {
  const made: SlotRenderRequest[] = [];
  const render = async (slot: SlotRenderRequest): Promise<SlotRender> => {
    made.push(slot);
    await new Promise((resolve) => setImmediate(resolve)); // a render takes its time
    if (made.length <= fail) throw new Error('the API is down');
    return { html: `<p>${slot.lang} ${slot.pathname}</p>`, state: null, translations: {}, css: '', version: '1' };
  };
  return { made, render };
}

describe('keptRender: a slot the same on every page of a language', () => {
  it('renders once per language and id prefix; the next pages take that render', async () => {
    const { made, render } = counted();
    const kept = keptRender(render);
    const first = await kept(request());
    expect(await kept(request({ pathname: '/nl/te-koop/', route: { page: 'for-sale', params: {} } }))).toBe(first);
    expect((await kept(request({ lang: 'fr', pathname: '/fr/contact/' }))).html).toBe('<p>fr /fr/contact/</p>');
    await kept(request({ identifierPrefix: 'slot-other-' }));
    expect(made.map((slot) => `${slot.lang} ${slot.identifierPrefix}`)).toEqual([
      'nl slot-mf-test-',
      'fr slot-mf-test-',
      'nl slot-other-',
    ]);
  });

  it('tries a failed render again on the next page', async () => {
    const { made, render } = counted(1);
    const kept = keptRender(render);
    await expect(kept(request())).rejects.toThrow('the API is down');
    expect((await kept(request())).html).toBe('<p>nl /nl/contact/</p>');
    expect(made).toHaveLength(2);
  });

  it('gives up on a page whose time is up, without stopping the render the next page takes', async () => {
    const { made, render } = counted();
    const kept = keptRender(render);
    const budget = new AbortController();
    budget.abort();
    await expect(kept(request({ signal: budget.signal }))).rejects.toThrow('aborted');
    expect(made[0]!.signal.aborted).toBe(false);
    expect((await kept(request())).html).toBe('<p>nl /nl/contact/</p>');
    expect(made).toHaveLength(1);
  });
});
