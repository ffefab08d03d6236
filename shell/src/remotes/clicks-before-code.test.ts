/**
 * @jest-environment jsdom
 */
import { holdClicksBeforeCode, replayClicksBeforeCode } from './clicks-before-code.js';

/** A slot as the server wrote it: a filter form with a button, a check and a link. */
function serverSlot(): HTMLElement {
  const slot = document.createElement('section');
  slot.innerHTML = `
    <form><button type="button">Filters</button><button type="submit">Search</button>
      <label><input type="checkbox"> With a garden</label></form>
    <a href="#card">A card</a>`;
  document.body.append(slot);
  return slot;
}

const byText = (slot: HTMLElement, text: string) =>
  [...slot.querySelectorAll<HTMLElement>('button, a, label')].find((element) => element.textContent?.trim() === text)!;

describe('clicks on a slot before its remote has taken over', () => {
  afterEach(() => document.body.replaceChildren());

  it('are held (no form sent by the browser) and given to the same button, once, when the remote is live', () => {
    const slot = serverSlot();
    const stop = holdClicksBeforeCode(slot);
    const sent = jest.fn((event: Event) => event.preventDefault());
    slot.querySelector('form')!.addEventListener('submit', sent);
    byText(slot, 'Search').click();
    byText(slot, 'Filters').click();
    byText(slot, 'Filters').click();
    expect(sent).not.toHaveBeenCalled();

    // The remote hydrates: its handlers are on the same elements.
    const pressed: string[] = [];
    for (const button of slot.querySelectorAll('button')) {
      button.addEventListener('click', () => pressed.push(button.textContent!));
    }
    slot.setAttribute('data-mounted', '');
    replayClicksBeforeCode(slot);
    expect(pressed).toEqual(['Search', 'Filters']);
    expect(sent).toHaveBeenCalledTimes(1);

    // Live: a click is the remote's at once, and nothing is held any more.
    byText(slot, 'Filters').click();
    replayClicksBeforeCode(slot);
    expect(pressed).toEqual(['Search', 'Filters', 'Filters']);
    stop();
  });

  it('keeps the order of the last presses: Decline, Accept, Decline stands as Decline', () => {
    const slot = document.createElement('section');
    slot.innerHTML = '<button type="button">Accept</button><button type="button">Decline</button>';
    document.body.append(slot);
    holdClicksBeforeCode(slot);
    const [accept, decline] = [...slot.querySelectorAll('button')];
    decline!.click();
    accept!.click();
    decline!.click();
    const pressed: string[] = [];
    for (const button of [accept!, decline!]) button.addEventListener('click', () => pressed.push(button.textContent!));
    slot.setAttribute('data-mounted', '');
    replayClicksBeforeCode(slot);
    expect(pressed).toEqual(['Accept', 'Decline']);
  });

  it('leaves links and the fields the browser changes itself to the browser', () => {
    const slot = serverSlot();
    holdClicksBeforeCode(slot);
    const check = slot.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    check.click();
    expect(check.checked).toBe(true);
    const followed = jest.fn((event: Event) => expect(event.defaultPrevented).toBe(false));
    document.addEventListener('click', followed);
    byText(slot, 'A card').click();
    expect(followed).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', followed);
  });
});
