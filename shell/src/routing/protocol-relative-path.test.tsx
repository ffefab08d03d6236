import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PageContent } from '../pages/PageContent.js';
import { useShellStore } from '../shell-store.js';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The browser reads `/\` as `//`; an escape stays in `location.pathname` as it was sent. */
describe.each(['//evil.example/', '/\\evil.example/', '//for-sale/', '/%2F%2Fevil.example/', '/%5Cevil.example/'])(
  'the shell at %j',
  (url) => {
    it('shows the not-found page, as the server answers it', async () => {
      window.history.replaceState(null, '', `${window.location.origin}${url}`);
      useShellStore.getState().setPath(window.location.pathname);
      const route = useShellStore.getState().route;
      expect(route.page).toBe('not-found');
      const i18n = await testI18n(route.lang, ['common']);
      render(
        <ImmoProvider>
          <I18nextProvider i18n={i18n}>
            <PageContent route={route} />
          </I18nextProvider>
        </ImmoProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404: Oops, this page no longer exists');
    });
  },
);
