import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAlertsApi } from '../../../test/alerts-api';
import { renderForms } from '../../../test/render';
import { AlertsPage } from './AlertsPage';

const GENT = {
  id: 7,
  frequency: 'instant',
  language: 'nl',
  filters: { goal: 'sale', city: 'Gent|9000' },
  confirmed: true,
};
const RENT = {
  id: 8,
  frequency: 'daily',
  language: 'fr',
  filters: { goal: 'rent', maxPrice: '900' },
  confirmed: false,
};
const LINK = '/nl/zoekalerts/?email=an%40example.be&token=c2lnbmVk';

/** The alerts API of one address: its live alerts, ended by POST /api/alerts/end; a wrong token is 403. */
function alertsOf(alerts: Array<typeof GENT | typeof RENT>) {
  let live = [...alerts];
  return fakeAlertsApi(({ method, url, body }) => {
    const token = method === 'GET' ? url.searchParams.get('token') : body?.token;
    if (token !== 'c2lnbmVk') return { status: 403, body: { error: 'forbidden', message: 'Ongeldige link.' } };
    if (method === 'GET' && url.pathname === '/api/alerts') return { status: 200, body: live };
    if (method === 'POST' && url.pathname === '/api/alerts/end') {
      const before = live.length;
      live = body?.alertId ? live.filter((alert) => alert.id !== body.alertId) : [];
      return { status: 200, body: { ok: true, ended: before - live.length } };
    }
    return undefined;
  });
}

describe("a visitor's search alerts (the page of an alert mail's link)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lists the alerts in words; "End this alert" ends that one and says so', async () => {
    window.history.replaceState(null, '', LINK);
    const api = alertsOf([GENT, RENT]);
    const user = userEvent.setup();
    await renderForms(<AlertsPage headingLevel={1} />, 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Uw zoekalerts' })).toBeVisible();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Te koop in Gent.*Meteen gemaild · Nederlands/),
      expect.stringMatching(/^Te huur, tot €.900.*Eén keer per dag gemaild · Français · wacht op uw bevestiging/),
    ]);
    const ends = screen.getAllByRole('button', { name: 'Deze zoekalert stopzetten' });
    expect(ends[0]).toHaveAccessibleDescription('Te koop in Gent');
    await user.click(ends[0]!);
    expect(await screen.findByText('De zoekalert is stopgezet: u krijgt er geen mails meer van.')).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(api.to('POST', '/api/alerts/end')[0]!.body).toEqual({
      email: 'an@example.be',
      token: 'c2lnbmVk',
      alertId: 7,
    });
  });

  it("ends the link's alert on opening (end=<id>: one click) and shows the others", async () => {
    window.history.replaceState(null, '', `${LINK}&end=8`);
    const api = alertsOf([GENT, RENT]);
    await renderForms(<AlertsPage headingLevel={1} />, 'nl');
    expect(await screen.findByRole('status')).toHaveTextContent('De zoekalert is stopgezet');
    expect(api.to('POST', '/api/alerts/end')[0]!.body).toMatchObject({ alertId: 8 });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Te koop in Gent');
  });

  it('"End all" ends every alert of the address', async () => {
    window.history.replaceState(null, '', LINK);
    const api = alertsOf([GENT, RENT]);
    const user = userEvent.setup();
    await renderForms(<AlertsPage headingLevel={1} />, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Arrêter toutes mes alertes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Toutes vos alertes sont arrêtées');
    expect(await screen.findByText("Cette adresse n'a pas (ou plus) d'alertes.")).toBeVisible();
    expect(api.to('POST', '/api/alerts/end')[0]!.body).toEqual({ email: 'an@example.be', token: 'c2lnbmVk' });
  });

  it('says clearly when the link is wrong or outdated, or incomplete', async () => {
    window.history.replaceState(null, '', '/de/suchagenten/?email=an%40example.be&token=falsch');
    alertsOf([GENT]);
    const { unmount } = await renderForms(<AlertsPage headingLevel={1} />, 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist nicht (mehr) gültig.');
    expect(screen.queryByRole('listitem')).toBeNull();
    unmount();

    window.history.replaceState(null, '', '/de/suchagenten/');
    const api = alertsOf([GENT]);
    await renderForms(<AlertsPage headingLevel={1} />, 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist nicht (mehr) gültig.');
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/api/alerts'))).toHaveLength(0);
  });
});
