/**
 * @jest-environment jsdom
 */
import { DRAFT_PREFIX, FAVOURITES_KEY } from '@immo/shared/remote';
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FITS_CONTENT, type SlotSpec } from '../layout/layout-table.js';
import { forgetSlot, isRevealed } from '../remotes/slot-reveal.js';
import { createShellStore, ShellStoreContext, type ShellStore } from '../shell-store.js';
import { RemoteSlot } from './RemoteSlot.js';
import { SlotMarkupContext, type SlotMarkup } from './slot-markup.js';

jest.mock('single-spa', () => ({ triggerAppChange: jest.fn(() => Promise.resolve()) }));

const CONTACT_FORM: SlotSpec = { remote: 'mf-forms', area: 'main', load: 'on-interaction', minHeight: '100vh' };
const SLOT = 'slot-mf-forms';

const FORM = '<form><label>Voornaam <input name="firstName"></label></form>';

/** The shell around a slot: its store (the page shown) and the server's markup by slot id. */
function Shell({
  children,
  markup,
  store = createShellStore({ pathname: '/nl/contact/' }),
}: {
  children: ReactNode;
  markup: Record<string, SlotMarkup>;
  store?: ShellStore;
}) {
  return (
    <ShellStoreContext.Provider value={store}>
      <SlotMarkupContext.Provider value={markup}>{children}</SlotMarkupContext.Provider>
    </ShellStoreContext.Provider>
  );
}

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
    <Shell markup={{ [SLOT]: { html: FORM, version: '1.0.0' } }}>
      <RemoteSlot spec={spec} />
    </Shell>,
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
      <Shell markup={{ [SLOT]: { html: '', version: '1.0.0' } }}>
        <RemoteSlot spec={CONTACT_FORM} />
      </Shell>,
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

describe('the height a slot holds', () => {
  const SEARCH_BOX: SlotSpec = {
    remote: 'mf-search',
    area: 'main',
    load: 'on-interaction',
    minHeight: 240,
    phoneMinHeight: 300,
  };
  const SEARCH_SLOT = 'slot-mf-search';
  const filled = { [SEARCH_SLOT]: { html: '', version: '1.0.0' } };
  const slotIn = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`#${id}`)!;
  const measure = (slot: HTMLElement) => [
    slot.style.getPropertyValue('--slot-min-height'),
    slot.style.getPropertyValue('--slot-phone-min-height'),
  ];

  afterEach(() => {
    forgetSlot(SEARCH_SLOT);
    forgetSlot(SLOT);
  });

  it('is its measure in pixels while the browser fills it; where the server drew it, its content (no blank below)', () => {
    const empty = render(
      <Shell markup={{}}>
        <RemoteSlot spec={SEARCH_BOX} />
      </Shell>,
    );
    expect(measure(slotIn(empty.container, SEARCH_SLOT))).toEqual(['240px', '300px']);
    expect(slotIn(empty.container, SEARCH_SLOT)).not.toHaveAttribute(FITS_CONTENT);
    empty.unmount();
    const served = render(
      <Shell markup={filled}>
        <RemoteSlot spec={SEARCH_BOX} />
      </Shell>,
    );
    // The measure stays with the slot: emptied again, it holds it (shell.css).
    expect(measure(slotIn(served.container, SEARCH_SLOT))).toEqual(['240px', '300px']);
    expect(slotIn(served.container, SEARCH_SLOT)).toHaveAttribute(FITS_CONTENT);
  });

  it("is a whole page's 100vh even where the server drew it: the footer stays below the fold", () => {
    const { container } = render(
      <Shell markup={{ [SLOT]: { html: '', version: '1.0.0' } }}>
        <RemoteSlot spec={CONTACT_FORM} />
      </Shell>,
    );
    expect(measure(slotIn(container, SLOT))).toEqual(['100vh', '100vh']);
    expect(slotIn(container, SLOT)).not.toHaveAttribute(FITS_CONTENT);
  });

  it("holds its measure again on a page reached in the site, though the server's page had that slot", () => {
    const store = createShellStore({ pathname: '/nl/' });
    const { container, rerender } = render(
      <Shell markup={filled} store={store}>
        <RemoteSlot key="/nl/" spec={SEARCH_BOX} />
      </Shell>,
    );
    expect(slotIn(container, SEARCH_SLOT)).toHaveAttribute(FITS_CONTENT);
    act(() => store.getState().setPath('/nl/404/'));
    // Another page's slot: made again, empty until its remote mounts.
    rerender(
      <Shell markup={filled} store={store}>
        <RemoteSlot key="/nl/404/" spec={SEARCH_BOX} />
      </Shell>,
    );
    expect(slotIn(container, SEARCH_SLOT)).not.toHaveAttribute(FITS_CONTENT);
  });

  it('keeps what it was made with while it lives: the footer, filled by the server, through navigation', () => {
    const store = createShellStore({ pathname: '/nl/' });
    const { container } = render(
      <Shell markup={filled} store={store}>
        <RemoteSlot spec={SEARCH_BOX} />
      </Shell>,
    );
    act(() => store.getState().setPath('/nl/contact/'));
    expect(slotIn(container, SEARCH_SLOT)).toHaveAttribute(FITS_CONTENT);
  });
});
