/**
 * A press on a button of a slot whose remote is not live yet (its code on its way, or waiting for
 * the visitor's touch): nothing listens, so the browser would do nothing, or send a form itself
 * with the fields in the address. The holder runs inline in the page's head (webpack.config.js
 * writes it there, see `clicksHeldScript`), so a press is held from the first paint, before any of
 * the shell's code has come; the remote gets it once it is live (remotes/clicks-before-code.ts), as
 * React does for a click during hydration. A slot is live once it carries `data-mounted`. The shell
 * sees that the visitor reached for a slot by its own listener on the document (remotes/visitor-reach.ts).
 *
 * Plain JavaScript: the function's own text is what the head runs, so it names nothing outside itself.
 * Links are left to the browser, as are the fields it changes itself (a check, a choice, a select:
 * @immo/shared's fields-changed-early gives those back).
 */

/** Where the held buttons are kept on the window (a registered symbol: the same for every bundle). */
export const CLICKS_HELD_KEY = 'immo.clicks-before-code';

/** Holds presses on the buttons of slots that are not live, on `win[Symbol.for(key)]`, in the order of the last press. */
export function holdClicksBeforeCode(win, key) {
  const symbol = Symbol.for(key);
  if (win[symbol]) return;
  const held = (win[symbol] = []);
  const BUTTONS = 'button, input[type="submit"], input[type="button"], [role="button"]:not(a[href])';
  win.document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const button = target instanceof win.Element ? target.closest(BUTTONS) : null;
      const slot = button ? button.closest('[data-remote]') : null;
      if (!slot || slot.hasAttribute('data-mounted')) return;
      // Held whole: no form sent by the browser, and nothing in the slot acts on it now (a remote
      // hydrating there would, and the press would then come twice).
      event.preventDefault();
      event.stopPropagation();
      // Pressed again, it moves to the end: presses are given in the order the visitor last made
      // them. A button its slot dropped meanwhile (markup replaced, another page) is let go.
      for (let index = held.length - 1; index >= 0; index -= 1) {
        if (held[index] === button || !held[index].isConnected) held.splice(index, 1);
      }
      held.push(button);
    },
    true,
  );
}

/** The head's inline script. */
export function clicksHeldScript() {
  return `(${holdClicksBeforeCode.toString()})(window,${JSON.stringify(CLICKS_HELD_KEY)});`;
}

/** The buttons held so far, in order (the list the holder fills; empty where it does not run, as in a widget). */
export function heldClicks(win) {
  return win[Symbol.for(CLICKS_HELD_KEY)] ?? [];
}
