/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fieldsChangedEarly, followChangedFields, giveBackChangedFields } from './fields-changed-early.js';

/** A form whose fields are controlled: hydrated, each takes its state's value, not the page's. */
function Form() {
  const [slots, setSlots] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [city, setCity] = useState('gent');
  return (
    <form>
      <label>
        <input
          type="checkbox"
          checked={slots.includes('morning')}
          onChange={(event) => setSlots(event.target.checked ? ['morning'] : [])}
        />
        Morning
      </label>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="City" value={city} onChange={(event) => setCity(event.target.value)}>
        <option value="gent">Gent</option>
        <option value="brugge">Brugge</option>
      </select>
      <input aria-label="Untouched" defaultValue="as served" />
      <output>{`${slots.join(',') || 'none'} / ${name || 'nobody'} / ${city}`}</output>
    </form>
  );
}

describe('fields a visitor changed before the remote hydrated', () => {
  it('are given back to the remote once hydrated, through the events of a change', async () => {
    const slot = document.createElement('section');
    slot.innerHTML = renderToString(<Form />);
    document.body.append(slot);
    // The visitor ticks, types and chooses in the server's markup: no code listens yet.
    slot.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    slot.querySelector<HTMLInputElement>('input[aria-label="Name"]')!.value = 'Ann';
    slot.querySelector<HTMLSelectElement>('select')!.value = 'brugge';

    const changed = fieldsChangedEarly(slot);
    expect(changed).toHaveLength(3);
    await act(async () => {
      hydrateRoot(slot, <Form />);
    });
    act(() => giveBackChangedFields(changed));

    // The remote's state has what the visitor did, and the page shows it.
    expect(screen.getByRole('status').textContent).toBe('morning / Ann / brugge');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Morning' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Ann');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Untouched' }).value).toBe('as served');
    slot.remove();
  });

  it('and those they make while the remote loads and hydrates: the latest of each is given back', async () => {
    const slot = document.createElement('section');
    slot.innerHTML = renderToString(<Form />);
    document.body.append(slot);
    const name = slot.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
    name.value = 'An';
    const stop = followChangedFields(slot);
    // Their first focus brought the code; they go on typing while it comes.
    name.value = 'Ann';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    slot.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await act(async () => {
      hydrateRoot(slot, <Form />);
    });
    act(() => giveBackChangedFields(stop()));

    expect(screen.getByRole('status').textContent).toBe('morning / Ann / gent');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Ann');
    slot.remove();
  });

  it('hears a change that an enclosing React root stops on its way (it hydrates the field at once, resetting it)', async () => {
    const shell = document.createElement('div');
    const slot = document.createElement('section');
    slot.innerHTML = renderToString(<Form />);
    shell.append(slot);
    document.body.append(shell);
    const stop = followChangedFields(slot);
    // As the shell's root does with an event aimed at markup still being hydrated.
    const stopAtShell = (event: Event) => event.stopPropagation();
    shell.addEventListener('input', stopAtShell, true);
    const name = slot.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
    name.value = 'Ann';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    shell.removeEventListener('input', stopAtShell, true);
    await act(async () => {
      hydrateRoot(slot, <Form />);
    });
    act(() => giveBackChangedFields(stop()));

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Ann');
    expect(screen.getByRole('status').textContent).toBe('none / Ann / gent');
    shell.remove();
  });

  it('takes a page as served for unchanged, a choice of none showing its first option included', () => {
    const slot = document.createElement('section');
    slot.innerHTML = renderToString(
      <form>
        <select aria-label="Title">
          <option value="">Choose</option>
          <option value="ms">Ms</option>
        </select>
        <input type="hidden" name="token" defaultValue="x" />
        <input aria-label="Name" defaultValue="Ann" />
      </form>,
    );
    expect(fieldsChangedEarly(slot)).toEqual([]);
  });
});
