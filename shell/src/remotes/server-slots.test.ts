import { resolveRoute } from '@immo/shared';
import { jsonScript, PAGE_DATA_ID, slotStateId, type PageData } from '../layout/page-data.js';
import { readPageData, readServerSlots } from './server-slots.js';

const PAGE: PageData = {
  lang: 'nl',
  shell: { status: 200, config: null, menu: [] },
  translations: { listings: { a: 'b' } },
};

function serverPage(path = '/nl/te-koop/') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    '<div id="immo-shell"><section id="slot-mf-listings" class="immo-slot" data-version="1.0.0+abc"><ul><li>Gent</li></ul></section></div>' +
    jsonScript(PAGE_DATA_ID, PAGE) +
    jsonScript(slotStateId('slot-mf-listings'), { remote: 'mf-listings', version: '1.0.0+abc', state: { n: 1 } });
}

describe("the server's slots, handed to their remotes", () => {
  const route = resolveRoute('/nl/te-koop/');

  it('gives a slot its version, state and the page texts for every lifecycle until its remote has taken over', () => {
    serverPage();
    const slots = readServerSlots(readPageData(), '/nl/te-koop/');
    const expected = { version: '1.0.0+abc', state: { n: 1 }, translations: PAGE.translations };
    // single-spa asks for the props at bootstrap and again at mount.
    expect(slots.take('mf-listings', 'page', route)).toEqual(expected);
    expect(slots.take('mf-listings', 'page', route)).toEqual(expected);
    document.getElementById('slot-mf-listings')!.setAttribute('data-mounted', '');
    expect(slots.take('mf-listings', 'page', route)).toBeUndefined();
  });

  it('gives nothing once the visitor is on another page, or for a slot the shell made again, empty', () => {
    serverPage();
    const slots = readServerSlots(readPageData(), '/nl/te-koop/');
    window.history.replaceState(null, '', '/nl/contact/');
    expect(slots.take('mf-listings', 'page', route)).toBeUndefined();
    window.history.replaceState(null, '', '/nl/te-koop/');
    document.getElementById('slot-mf-listings')!.replaceChildren();
    expect(slots.take('mf-listings', 'page', route)).toBeUndefined();
  });

  it("gives the consent dialog's slot, outside the shell's root, its state too", () => {
    serverPage();
    document.body.insertAdjacentHTML('beforeend', '<div id="slot-mf-consent"><div role="dialog">…</div></div>');
    document.body.insertAdjacentHTML(
      'beforeend',
      jsonScript(slotStateId('slot-mf-consent'), { remote: 'mf-consent', version: '1.0.0+def', state: null }),
    );
    const slots = readServerSlots(readPageData(), '/nl/te-koop/');
    expect(slots.take('mf-consent', 'page', route)).toEqual({
      version: '1.0.0+def',
      state: null,
      translations: PAGE.translations,
    });
    // The page's gate script emptied it (the visitor has chosen): the remote renders afresh.
    document.getElementById('slot-mf-consent')!.replaceChildren();
    expect(slots.take('mf-consent', 'page', route)).toBeUndefined();
  });

  it('gives nothing on a page the server did not render', () => {
    document.body.innerHTML = '<div id="immo-shell"></div>';
    expect(readServerSlots(readPageData(), '/nl/te-koop/').take('mf-listings', 'page', route)).toBeUndefined();
  });
});
