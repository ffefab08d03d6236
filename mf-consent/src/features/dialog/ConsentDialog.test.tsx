import { ALL_ACCEPTED, NECESSARY_ONLY, type Lang } from '@immo/shared';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ConsentStoreContext } from '../../consent/consent-context.js';
import { readConsent } from '../../consent/consent-storage.js';
import { createConsentStore } from '../../consent-store.js';
import { ConsentDialog } from './ConsentDialog.js';
import en from '@immo/shared/locales/en/consent.json' with { type: 'json' };

async function renderDialog(lang: Lang = 'en') {
  const i18n = await testI18n(lang, ['consent']);
  const store = createConsentStore({ storage: localStorage });
  render(
    <>
      <button type="button">Page button</button>
      <ImmoProvider>
        <I18nextProvider i18n={i18n}>
          <ConsentStoreContext.Provider value={store}>
            <ConsentDialog lang={lang} siteBase="" />
          </ConsentStoreContext.Provider>
        </I18nextProvider>
      </ImmoProvider>
    </>,
  );
  return { store, user: userEvent.setup() };
}

const stored = () => readConsent(localStorage, new Date());

describe('the consent dialog', () => {
  beforeEach(() => localStorage.clear());

  it('greets an undecided visitor with a modal whose title has the focus', async () => {
    await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'We use cookies' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'We use cookies' })).toHaveFocus());
    // Undecided, there is no close button: the dialog closes by a choice.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('is described by its introduction only: a screen reader does not read every button on opening', async () => {
    const { user } = await renderDialog();
    const described = async () => {
      const dialog = await screen.findByRole('dialog');
      const id = dialog.getAttribute('aria-describedby');
      return id ? document.getElementById(id)?.textContent : null;
    };
    expect(await described()).toBe(en.dialog.intro);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await described()).toBe(en.settings.intro);
  });

  it('offers accept and decline with the same look, side by side, and the policy in a new tab', async () => {
    await renderDialog();
    const dialog = await screen.findByRole('dialog');
    const agree = within(dialog).getByRole('button', { name: 'Accept all' });
    const decline = within(dialog).getByRole('button', { name: 'Decline all except necessary' });
    expect(agree.className).toBe(decline.className);
    expect(agree.getAttribute('data-variant')).toBe(decline.getAttribute('data-variant'));
    expect(agree.parentElement).toBe(decline.parentElement);
    expect(within(dialog).getByRole('link', { name: 'Read our cookie policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/Cookie-policy/',
    );
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await renderDialog();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'We use cookies' })).toHaveFocus());
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('decline all stores necessary only and closes', async () => {
    const { user } = await renderDialog('nl');
    await user.click(await screen.findByRole('button', { name: 'Alles weigeren behalve noodzakelijke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ status: 'decided', choice: NECESSARY_ONLY });
    expect(screen.getByRole('status')).toHaveTextContent('Uw cookiekeuzes werden bewaard.');
  });

  it('settings list every category with nothing ticked but necessary, which cannot be switched off', async () => {
    const { user } = await renderDialog('fr');
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres des cookies' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Paramètres des cookies' })).toHaveFocus());
    const switches = within(dialog).getAllByRole('switch');
    expect(switches).toHaveLength(5);
    const necessary = within(dialog).getByRole('switch', { name: /Nécessaires/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Analytiques', 'Marketing', 'Réseaux sociaux', 'Non classés'])
      expect(within(dialog).getByRole('switch', { name })).not.toBeChecked();
  });

  it('save my choices stores exactly what is switched on', async () => {
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('switch', { name: 'Analytical' }));
    await user.click(screen.getByRole('switch', { name: 'Social media' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(stored()).toMatchObject({ choice: { ...NECESSARY_ONLY, analytical: true, social: true } });
  });

  it('Escape declines for an undecided visitor', async () => {
    const { user } = await renderDialog();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ choice: NECESSARY_ONLY });
  });

  it('reopened, it shows the choice made and closes without changing it', async () => {
    const { store, user } = await renderDialog('de');
    await user.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    store.getState().reopen();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ choice: ALL_ACCEPTED });
  });
});
