/**
 * @jest-environment jsdom
 */
import { CLICKS_HELD_KEY, clicksHeldScript, heldClicks, holdClicksBeforeCode } from '../head/clicks-before-code.js';
import { clicksHeldIn, replayClicksBeforeCode } from './clicks-before-code.js';

/** A slot as the server wrote it: a filter form with a button, a check and a link. */
function serverSlot(): HTMLElement {
  const slot = document.createElement('section');
  slot.setAttribute('data-remote', 'mf-search');
  slot.innerHTML = `
    <form><button type="button">Filters</button><button type="submit">Search</button>
      <label><input type="checkbox"> With a garden</label></form>
    <a href="#card">A card</a>`;
  document.body.append(slot);
  return slot;
}

const byText = (slot: HTMLElement, text: string) =>
  [...slot.querySelectorAll<HTMLElement>('button, a, label')].find((element) => element.textContent?.trim() === text)!;

/** The remote hydrates: its handlers are on the same elements, and the shell marks the slot live. */
function goLive(slot: HTMLElement): string[] {
  const pressed: string[] = [];
  for (const button of slot.querySelectorAll('button')) {
    button.addEventListener('click', () => pressed.push(button.textContent!));
  }
  slot.setAttribute('data-mounted', '');
  replayClicksBeforeCode(slot);
  return pressed;
}

// What the page's head runs, as it writes it (index.html): once, before anything else.
beforeAll(() => window.eval(clicksHeldScript()));

describe('clicks on a slot before its remote has taken over', () => {
  afterEach(() => {
    document.body.replaceChildren();
    heldClicks(window).splice(0);
  });

  it('are held from the head (no form sent by the browser) and given to the same button, once, when the remote is live', () => {
    const slot = serverSlot();
    const sent = jest.fn((event: Event) => event.preventDefault());
    slot.querySelector('form')!.addEventListener('submit', sent);
    byText(slot, 'Search').click();
    byText(slot, 'Filters').click();
    byText(slot, 'Filters').click();
    expect(sent).not.toHaveBeenCalled();
    expect(clicksHeldIn(slot)).toBe(true);

    const pressed = goLive(slot);
    expect(pressed).toEqual(['Search', 'Filters']);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(clicksHeldIn(slot)).toBe(false);

    // Live: a click is the remote's at once, and nothing is held any more.
    byText(slot, 'Filters').click();
    replayClicksBeforeCode(slot);
    expect(pressed).toEqual(['Search', 'Filters', 'Filters']);
  });

  it('keeps the order of the last presses: Decline, Accept, Decline stands as Decline', () => {
    const slot = document.createElement('div');
    slot.setAttribute('data-remote', 'mf-consent');
    slot.innerHTML = '<button type="button">Accept</button><button type="button">Decline</button>';
    document.body.append(slot);
    const [accept, decline] = [...slot.querySelectorAll('button')];
    decline!.click();
    accept!.click();
    decline!.click();
    expect(goLive(slot)).toEqual(['Accept', 'Decline']);
  });

  it('gives each slot its own presses, and nothing in a slot acts on them before it is live', () => {
    const first = serverSlot();
    const second = serverSlot();
    // A remote hydrating there listens on its slot: it must not run the press before it is given.
    const hydrating = jest.fn();
    second.addEventListener('click', hydrating);
    byText(first, 'Filters').click();
    byText(second, 'Filters').click();
    expect(hydrating).not.toHaveBeenCalled();
    expect(goLive(second)).toEqual(['Filters']);
    expect(clicksHeldIn(first)).toBe(true);
    expect(goLive(first)).toEqual(['Filters']);
  });

  it('leaves links, the fields the browser changes itself, and buttons outside a slot to the browser', () => {
    const slot = serverSlot();
    const check = slot.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    check.click();
    expect(check.checked).toBe(true);
    const followed = jest.fn((event: Event) => expect(event.defaultPrevented).toBe(false));
    document.addEventListener('click', followed);
    byText(slot, 'A card').click();
    const outside = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Menu' });
    document.body.append(outside);
    outside.click();
    expect(followed).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', followed);
    expect(heldClicks(window)).toEqual([]);
  });

  it('lets go the presses of markup its slot dropped (replaced, another page)', () => {
    const dropped = serverSlot();
    byText(dropped, 'Filters').click();
    dropped.remove();
    const slot = serverSlot();
    byText(slot, 'Search').click();
    expect(heldClicks(window)).toEqual([byText(slot, 'Search')]);
  });

  it('installs once: a second run of the head script holds nothing twice', () => {
    holdClicksBeforeCode(window, CLICKS_HELD_KEY);
    const slot = serverSlot();
    byText(slot, 'Search').click();
    expect(heldClicks(window)).toHaveLength(1);
  });
});
