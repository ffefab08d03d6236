/**
 * @jest-environment jsdom
 */
import '../../test-support/jsdom-setup.js';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../test-support/test-i18n.js';
import { ImmoProvider } from '@immo/shared/ui';
import { LazyPart } from './lazy-part.js';

const Menu = ({ title }: { title: string }) => <nav aria-label={title} />;

describe('LazyPart', () => {
  it('says in the page’s language that a part failed to load, keeps the page, and loads it again on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<{ default: typeof Menu }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Menu });
    render(
      <ImmoProvider>
        <I18nextProvider i18n={await testI18n('de', ['common'])}>
          <main>
            <h1>Startseite</h1>
            <LazyPart load={load} props={{ title: 'Hauptmenü' }} />
          </main>
        </I18nextProvider>
      </ImmoProvider>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Dieser Teil der Seite konnte nicht geladen werden.');
    expect(screen.getByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
