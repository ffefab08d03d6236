type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field of a slot's server markup as the visitor left it before the remote's code came. */
export type ChangedField =
  | { control: HTMLInputElement; checked: boolean }
  | { control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string };

const isChoice = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function selectChanged(select: HTMLSelectElement): boolean {
  const chosen = [...select.options].map((option) => option.defaultSelected);
  // A single choice with none marked shows its first option: not a change.
  if (!select.multiple && !chosen.includes(true) && chosen.length > 0) chosen[0] = true;
  return [...select.options].some((option, index) => option.selected !== chosen[index]);
}

/** Fields a visitor does not type into, or whose value a page cannot give back. */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/**
 * The fields of `slot` a visitor changed before its remote hydrates (the server's markup is a form
 * they can type into): what differs from the markup's own value, check or choice.
 */
export function fieldsChangedEarly(slot: HTMLElement): ChangedField[] {
  const changed: ChangedField[] = [];
  for (const control of slot.querySelectorAll<Control>('input, textarea, select')) {
    if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) continue;
    if (isChoice(control)) {
      if (control.checked !== control.defaultChecked) changed.push({ control, checked: control.checked });
    } else if (control instanceof HTMLSelectElement) {
      if (selectChanged(control)) changed.push({ control, value: control.value });
    } else if (control.value !== control.defaultValue) {
      changed.push({ control, value: control.value });
    }
  }
  return changed;
}

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * The fields the visitor changed in `slot`, followed while its remote loads and hydrates: what they
 * changed before (fieldsChangedEarly), then each change they make meanwhile (a visitor whose first
 * focus brought the code goes on typing). Returns how to stop, which answers the latest of each.
 *
 * Heard at the top of the slot's document (or shadow root), before any element: React's listener on
 * an enclosing root (the shell's, around every slot) stops an event aimed at markup still being
 * hydrated, hydrates it at once — resetting a controlled field to its state — and hands React the
 * event with the field already reset. A listener on the slot itself never heard that keystroke.
 */
export function followChangedFields(slot: HTMLElement): () => ChangedField[] {
  const latest = new Map<Control, ChangedField>(fieldsChangedEarly(slot).map((field) => [field.control, field]));
  const top = slot.getRootNode() as Document | ShadowRoot;
  const record = (event: Event) => {
    const control = event.target;
    if (!isControl(control) || !slot.contains(control)) return;
    if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) return;
    latest.set(control, isChoice(control) ? { control, checked: control.checked } : { control, value: control.value });
  };
  top.addEventListener('input', record, true);
  top.addEventListener('change', record, true);
  return () => {
    top.removeEventListener('input', record, true);
    top.removeEventListener('change', record, true);
    return [...latest.values()];
  };
}

/**
 * Makes React (and the form behind it) hear a field change to `value`: React reports a change only
 * when the field's value differs from the one it tracks, and after hydration it tracks the page's,
 * which may already be the visitor's while the remote's state still holds its own.
 */
function announceValue(control: Control, value: string): void {
  if (!(control instanceof HTMLSelectElement)) control.value = value === '' ? ' ' : ''; // the tracked value
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The same for a check or choice: a click, which is how a visitor changes one (React listens for it). */
function announceChecked(control: HTMLInputElement, checked: boolean): void {
  // A radio is unchecked by checking another one, which has its own entry.
  if (!checked && control.type === 'radio') return;
  control.checked = !checked; // the tracked state, so the click is a change
  control.click();
}

/**
 * Gives the remote what the visitor changed in the server's markup before it hydrated: a controlled
 * field hydrates with its state's value, not the page's, and would lose it. Each change goes through
 * the events a visitor's own change makes, so the remote's state and forms take it.
 */
export function giveBackChangedFields(changed: readonly ChangedField[]): void {
  for (const field of changed) {
    if (!field.control.isConnected) continue;
    if ('checked' in field) announceChecked(field.control, field.checked);
    else announceValue(field.control, field.value);
  }
}
