/**
 * @jest-environment jsdom
 */
import { DRAFT_PREFIX, FAVOURITES_KEY } from '@immo/shared/remote';
import { fireEvent, render } from '@testing-library/react';
import type { SlotSpec } from '../layout/layout-table.js';
import { forgetSlot, isRevealed } from '../remotes/slot-reveal.js';
import { RemoteSlot } from './RemoteSlot.js';
import { SlotMarkupContext } from './slot-markup.js';

jest.mock('single-spa', () => ({ triggerAppChange: jest.fn(() => Promise.resolve()) }));

const CONTACT_FORM: SlotSpec = { remote: 'mf-forms', area: 'main', load: 'on-interaction', minHeight: '100vh' };
const SLOT = 'slot-mf-forms';

const FORM = '<form><label>Voornaam <input name="firstName"></label></form>';

/**
 * The slot as the browser's first render has it: the server wrote a form into it (`before`: what
 * the visitor did in it before the shell's code ran).
 */
function renderServerSlot(before: (slot: HTMLElement) => void = () => {}, spec: SlotSpec = CONTACT_FORM) {
  const container = document.createElement('div');
  container.innerHTML = `<section id="${SLOT}">${FORM}</section>`;
  document.body.append(container);
  before(container.querySelector(`#${SLOT}`)!);
  return render(
    <SlotMarkupContext.Provider value={{ [SLOT]: { html: FORM, version: '1.0.0' } }}>
      <RemoteSlot spec={spec} />
    </SlotMarkupContext.Provider>,
    { container, hydrate: true },
  );
}

describe('RemoteSlot of a slot that waits for the visitor (on-interaction)', () => {
  afterEach(() => {
    forgetSlot(SLOT);
    sessionStorage.clear();
    localStorage.clear();
    document.body.replaceChildren();
  });

  it("loads the remote on the visitor's first touch, pointer or focus in it, not before", () => {
    const { container } = renderServerSlot();
    expect(isRevealed(SLOT)).toBe(false);
    fireEvent.focusIn(container.querySelector(`#${SLOT}`)!);
    expect(isRevealed(SLOT)).toBe(true);
  });

  it('loads at once when the visitor was in the form before the shell listened: a focus, or a field typed into', () => {
    renderServerSlot((slot) => slot.querySelector('input')!.focus());
    expect(isRevealed(SLOT)).toBe(true);
    forgetSlot(SLOT);
    document.body.replaceChildren();
    renderServerSlot((slot) => {
      slot.querySelector('input')!.value = 'Ann';
    });
    expect(isRevealed(SLOT)).toBe(true);
  });

  it('loads in view on a page reached in the site, whose slot the server did not fill', () => {
    render(
      <SlotMarkupContext.Provider value={{ [SLOT]: { html: '', version: '1.0.0' } }}>
        <RemoteSlot spec={CONTACT_FORM} />
      </SlotMarkupContext.Provider>,
    );
    expect(isRevealed(SLOT)).toBe(true);
  });

  it('loads a list when the visitor scrolls the page, reading on; not a form', () => {
    renderServerSlot();
    window.dispatchEvent(new Event('scroll'));
    expect(isRevealed(SLOT)).toBe(false);
    document.body.replaceChildren();
    renderServerSlot(() => {}, { ...CONTACT_FORM, reachedByScroll: true });
    expect(isRevealed(SLOT)).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(isRevealed(SLOT)).toBe(true);
  });

  it("loads at once when its server markup holds a part only its code can draw (a list's map)", () => {
    renderServerSlot((slot) =>
      slot.querySelector('form')!.insertAdjacentHTML('afterend', '<div data-needs-code></div>'),
    );
    expect(isRevealed(SLOT)).toBe(true);
  });

  it('loads at once (in view: jsdom has no IntersectionObserver) in a tab holding a draft', () => {
    sessionStorage.setItem(`${DRAFT_PREFIX}site-contact`, '{"remark":"Een vraag"}');
    renderServerSlot();
    expect(isRevealed(SLOT)).toBe(true);
  });

  it('loads at once for a visitor with favourites, so theirs are marked on the cards', () => {
    localStorage.setItem(FAVOURITES_KEY, '["4013556"]');
    renderServerSlot();
    expect(isRevealed(SLOT)).toBe(true);
  });
});
