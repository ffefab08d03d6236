import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { NotFoundPage } from './NotFoundPage.js';

describe('the 404 page', () => {
  it("searches with the home page's search box, not a form of its own, and links home", async () => {
    const i18n = await testI18n('de', ['common']);
    render(
      <ImmoProvider>
        <I18nextProvider i18n={i18n}>
          <NotFoundPage lang="de" />
        </I18nextProvider>
      </ImmoProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    const search = screen.getByRole('search', { name: 'Immobilie suchen' });
    expect(search.querySelector('#slot-mf-search')).toHaveAttribute('data-remote', 'mf-search');
    expect(within(search).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/');
  });
});
