import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { LanguageSwitcher } from '../chrome/LanguageSwitcher.js';
import { PageContent } from '../pages/PageContent.js';
import { createShellStore, ShellStoreContext } from '../shell-store.js';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The browser reads `/\` as `//`; an escape stays in `location.pathname` as it was sent. */
describe.each(['//evil.example/', '/\\evil.example/', '//for-sale/', '/%2F%2Fevil.example/', '/%5Cevil.example/'])(
  'the shell at %j',
  (url) => {
    it('shows the not-found page, as the server answers it', async () => {
      window.history.replaceState(null, '', `${window.location.origin}${url}`);
      const store = createShellStore({ pathname: window.location.pathname });
      const route = store.getState().route;
      expect(route.page).toBe('not-found');
      const i18n = await testI18n(route.lang, ['common']);
      render(
        <ShellStoreContext.Provider value={store}>
          <ImmoProvider>
            <I18nextProvider i18n={i18n}>
              <PageContent route={route} />
            </I18nextProvider>
          </ImmoProvider>
        </ShellStoreContext.Provider>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404: Oops, this page no longer exists');
    });
  },
);

describe('the language switcher on such a path', () => {
  it('keeps every language link on the site, in the language of its first segment', async () => {
    const i18n = await testI18n('nl', ['common']);
    render(
      <ImmoProvider>
        <I18nextProvider i18n={i18n}>
          <LanguageSwitcher lang="nl" pathname="/nl//evil.example/" search="" />
        </I18nextProvider>
      </ImmoProvider>,
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/evil.example/', '/nl/evil.example/', '/fr/evil.example/', '/de/evil.example/']);
  });
});
