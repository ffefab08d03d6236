import { screen, within } from '@testing-library/react';
import { renderInShell } from '../../test/render-in-shell.js';
import { NotFoundPage } from './NotFoundPage.js';

describe('the 404 page', () => {
  it("searches with the home page's search box, not a form of its own, and links home", async () => {
    await renderInShell(<NotFoundPage lang="de" />, { lang: 'de', page: 'not-found' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    const search = screen.getByRole('search', { name: 'Immobilie suchen' });
    expect(search.querySelector('#slot-mf-search')).toHaveAttribute('data-remote', 'mf-search');
    expect(within(search).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/');
  });
});
