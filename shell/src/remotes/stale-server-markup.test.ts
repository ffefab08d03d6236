/**
 * @jest-environment jsdom
 */
import { FITS_CONTENT } from '../layout/layout-table.js';
import { dropStaleServerMarkup } from './stale-server-markup.js';
import { forgetSlot, isRevealed } from './slot-reveal.js';

jest.mock('single-spa', () => ({ triggerAppChange: jest.fn(() => Promise.resolve()) }));

const routing = () => window.dispatchEvent(new Event('single-spa:before-routing-event'));

describe("the server's markup of a slot no remote took over", () => {
  let stop = () => {};
  beforeEach(() => {
    window.history.replaceState(null, '', '/nl/te-koop/');
    document.body.innerHTML = `
      <section class="immo-slot" id="slot-mf-listings" data-load="on-interaction" data-fits-content=""><h1>Panden te koop</h1></section>
      <section class="immo-slot" id="slot-mf-forms" data-load="on-interaction" data-mounted=""><form></form></section>
      <section class="immo-slot" id="slot-mf-forms-footer" data-load="in-view"><form></form></section>`;
    stop = dropStaleServerMarkup();
  });
  afterEach(() => {
    stop();
    forgetSlot('slot-mf-listings');
    forgetSlot('slot-mf-forms');
  });

  it('stays while the visitor is on the page it was rendered for', () => {
    routing();
    expect(document.querySelector('#slot-mf-listings h1')).not.toBeNull();
    expect(isRevealed('slot-mf-listings')).toBe(false);
  });

  it("goes when they reach another page in the site, and the slot's remote comes to render that one", () => {
    window.history.pushState(null, '', '/nl/te-huur/');
    routing();
    expect(document.getElementById('slot-mf-listings')!.childElementCount).toBe(0);
    expect(isRevealed('slot-mf-listings')).toBe(true);
    // Empty for its remote to fill: it holds its measure again (shell.css), nothing below jumps up.
    expect(document.getElementById('slot-mf-listings')!.hasAttribute(FITS_CONTENT)).toBe(false);
    // A live remote's slot is its own; one loading at once or in view is its remote's as soon as it can be.
    expect(document.querySelector('#slot-mf-forms form')).not.toBeNull();
    expect(document.querySelector('#slot-mf-forms-footer form')).not.toBeNull();
  });

  it('goes too for another page of the same list (its query)', () => {
    window.history.pushState(null, '', '/nl/te-koop/?page=2');
    routing();
    expect(document.getElementById('slot-mf-listings')!.childElementCount).toBe(0);
  });
});
