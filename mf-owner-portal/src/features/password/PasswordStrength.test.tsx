import type { Lang } from '@immo/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOwnerApi } from '../../../test/fake-api';
import { renderPortal } from '../../../test/render';
import { Portal } from '../../portal';

/**
 * Each password is a common word of one language only. The meter once scored with the page
 * language's dictionary and called each "very strong" on its page here, while the API refused it:
 * it now judges with the API's rule and says so, in the API's words.
 */
const WORDS_OF_ANOTHER_LANGUAGE: { lang: Lang; password: string; label: RegExp; refusal: string }[] = [
  { lang: 'fr', password: 'Kerstboom2024', label: /^Nouveau mot de passe/, refusal: 'trop facile à deviner' },
  { lang: 'de', password: 'Kerstboom2024', label: /^Neues Passwort(?! bestätigen)/, refusal: 'zu leicht zu erraten' },
  { lang: 'nl', password: 'schmetterling1', label: /^Nieuw wachtwoord/, refusal: 'te makkelijk te raden' },
  { lang: 'en', password: 'tournesol2020', label: /^New password/, refusal: 'too easy to guess' },
];

async function typeNewPassword(lang: Lang, label: RegExp, password: string) {
  fakeOwnerApi();
  window.history.replaceState(null, '', `/${lang}/login/#reset=abc_DEF-123`);
  const user = userEvent.setup();
  await renderPortal(<Portal headingLevel={1} />, lang);
  await user.type(await screen.findByLabelText(label), password);
}

/** The meter's words: its level, and the API's reason when the API would refuse the password. */
const meterText = () => document.querySelector('.immo-portal__strength-text');

describe("the new password's strength meter", () => {
  beforeEach(() => sessionStorage.clear());

  it.each(WORDS_OF_ANOTHER_LANGUAGE)(
    '$lang: refuses $password as the API does, with its reason',
    async ({ lang, password, label, refusal }) => {
      await typeNewPassword(lang, label, password);
      await waitFor(() => expect(meterText()).toHaveTextContent(refusal));
      expect(Number(document.querySelector('meter')?.getAttribute('value'))).toBeLessThan(3);
    },
  );

  it('calls a strong password strong, with no reason to refuse it', async () => {
    await typeNewPassword('nl', /^Nieuw wachtwoord/, 'Kasteel-Gent-Lente-9');
    await waitFor(() => expect(meterText()).toHaveTextContent(/^Zeer sterk$/));
    expect(document.querySelector('meter')).toHaveAttribute('value', '4');
  });

  it('says a password too short for the API is too short, never strong', async () => {
    await typeNewPassword('en', /^New password/, 'Xk9#mQ2!v');
    await waitFor(() => expect(meterText()).toHaveTextContent('Your password is too short'));
    expect(meterText()).not.toHaveTextContent(/Strong/);
  });
});
