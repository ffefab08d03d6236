import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../../../test/render';
import { ConfirmPage } from './ConfirmPage';

const TOKEN = 'A'.repeat(21) + '_-' + 'b'.repeat(20);
type Recorded = { path: string; method: string; body: unknown };

/** The API as the confirm page meets it: POST /api/confirmations answers `status` with `body`. */
function fakeConfirmations(status: number, body: unknown) {
  const requests: Recorded[] = [];
  globalThis.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    requests.push({
      path: new URL(input, 'http://site.test').pathname,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return { ok: status < 400, status, json: async () => body };
  }) as unknown as typeof fetch;
  return requests;
}

describe('the confirm page of a mailed link', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('confirms nothing when opened: the token leaves the address, and only the button sends it', async () => {
    window.history.replaceState(null, '', `/nl/bevestigen/#confirm=${TOKEN}`);
    const requests = fakeConfirmations(200, {
      ok: true,
      kind: 'newsletter',
      message: 'U bent ingeschreven op onze nieuwsbrief.',
    });
    const user = userEvent.setup();
    await renderForms(<ConfirmPage headingLevel={1} />, 'nl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bevestig uw aanvraag');
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/nl/bevestigen/');
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Bevestigd');
    expect(done).toHaveTextContent('U bent ingeschreven op onze nieuwsbrief.');
    expect(done).toHaveFocus();
    expect(requests).toEqual([{ path: '/api/confirmations', method: 'POST', body: { token: TOKEN } }]);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the token in the tab, so a reload still shows the button', async () => {
    window.history.replaceState(null, '', `/confirm/#confirm=${TOKEN}`);
    fakeConfirmations(200, {});
    const first = await renderForms(<ConfirmPage headingLevel={1} />);
    await waitFor(() => expect(window.location.hash).toBe(''));
    first.unmount();
    await renderForms(<ConfirmPage headingLevel={1} />);
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('says a used or expired link is no longer valid, in the API words, and offers no button (sent once)', async () => {
    window.history.replaceState(null, '', `/fr/confirmer/#confirm=${TOKEN}`);
    const text = 'Ce lien a expiré ou a déjà été utilisé. Renvoyez le formulaire pour en recevoir un nouveau.';
    const requests = fakeConfirmations(410, {
      error: 'confirmationInvalid',
      title: 'Lien plus valable',
      message: text,
      lang: 'fr',
    });
    const user = userEvent.setup();
    await renderForms(<ConfirmPage headingLevel={1} />, 'fr');
    await user.dblClick(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // A double click sends once.
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('without a token in the address says the link is not valid', async () => {
    window.history.replaceState(null, '', '/de/bestaetigen/');
    await renderForms(<ConfirmPage headingLevel={1} />, 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
