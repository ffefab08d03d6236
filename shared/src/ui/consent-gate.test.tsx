/**
 * @jest-environment jsdom
 */
import '../../test-support/jsdom-setup.js';
import { render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { userEvent } from '@testing-library/user-event';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../test-support/test-i18n.js';
import { ALL_ACCEPTED, NECESSARY_ONLY } from '../consent/categories.js';
import { emit, on } from '../events/events.js';
import { ConsentGate } from './consent-gate.js';
import { ImmoProvider } from './immo-provider.js';

const LAST = Symbol.for('immo.events.last');

async function gate() {
  const i18n = await testI18n('nl', ['consent']);
  return (
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <ConsentGate category="social" label="Video van het pand">
          <iframe title="YouTube" src="about:blank" />
        </ConsentGate>
      </I18nextProvider>
    </ImmoProvider>
  );
}

async function renderGate() {
  render(await gate());
}

describe('a blocked embed', () => {
  beforeEach(() => delete (window as unknown as Record<symbol, unknown>)[LAST]);

  it('holds the content back and says why, with no button while no consent dialog is on the page', async () => {
    await renderGate();
    expect(screen.queryByTitle('YouTube')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Video van het pand' })).toHaveTextContent(
      'Deze inhoud heeft cookies uit de categorie “Sociale media” nodig.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the consent dialog to accept its category, and shows the content once accepted', async () => {
    emit('consent-changed', {
      status: 'decided',
      choice: NECESSARY_ONLY,
      version: 1,
      decidedAt: '2026-11-22T10:00:00Z',
    });
    await renderGate();
    const requests: unknown[] = [];
    const off = on('open-cookie-settings', (request) => requests.push(request));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cookies aanvaarden en tonen' }));
    off();
    expect(requests).toEqual([{ accept: 'social' }]);
    act(() =>
      emit('consent-changed', {
        status: 'decided',
        choice: ALL_ACCEPTED,
        version: 1,
        decidedAt: '2026-11-22T10:01:00Z',
      }),
    );
    await waitFor(() => expect(screen.getByTitle('YouTube')).toBeInTheDocument());
  });

  it("hydrates a server's render as it was (no consent known there), then shows what the visitor accepted", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(await gate());
    expect(container.querySelector('iframe')).toBeNull();
    emit('consent-changed', { status: 'decided', choice: ALL_ACCEPTED, version: 1, decidedAt: '2026-11-22T10:00:00Z' });
    const errors = jest.spyOn(console, 'error');
    try {
      const element = await gate();
      await act(async () => {
        hydrateRoot(container, element);
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(container.querySelector('iframe[title="YouTube"]')).not.toBeNull();
    container.remove();
  });
});
