import type { MenuLink } from '@immo/shared';
import { testI18n } from '@immo/shared/test-support';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { DesktopMenu } from './DesktopMenu.js';

const link = (id: number, label: string, href: string, children: MenuLink[] = []): MenuLink => ({
  id,
  label,
  href,
  children,
});

const LINKS = [
  link(2, 'Te koop', '/nl/te-koop/'),
  link(6, 'Verkopen', '/nl/verkopen/', [link(8, 'Gratis schatting', '/nl/verkopen/gratis-schatting/')]),
  link(7, 'Contact', '/nl/contact/'),
];

async function renderMenu() {
  const i18n = await testI18n('nl', ['common']);
  render(
    <>
      <I18nextProvider i18n={i18n}>
        <DesktopMenu links={LINKS} />
      </I18nextProvider>
      <p>Elders op de pagina</p>
    </>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Submenu van Verkopen' }) };
}

const child = () => screen.queryByRole('link', { name: 'Gratis schatting' });

describe('the desktop menu: an entry with child pages is a disclosure', () => {
  it('keeps the parent a link and shows its children with a button that says whether they are shown', async () => {
    const { user, toggle } = await renderMenu();
    expect(screen.getByRole('link', { name: 'Verkopen' })).toHaveAttribute('href', '/nl/verkopen/');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
    expect(child()).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(child()).toHaveAttribute('href', '/nl/verkopen/gratis-schatting/');
  });

  it('opens from the keyboard, takes the children into the tab order and closes when focus moves on', async () => {
    const { user, toggle } = await renderMenu();
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(child()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(child()).toBeNull();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user, toggle } = await renderMenu();
    await user.click(toggle);
    await user.tab();
    expect(child()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click elsewhere on the page, and once a child page is chosen', async () => {
    const { user, toggle } = await renderMenu();
    await user.click(toggle);
    await user.click(screen.getByText('Elders op de pagina'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    // The shell's navigation takes link clicks (routing/navigation.ts); jsdom cannot load a page.
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    await user.click(child()!);
    document.removeEventListener('click', stayOnPage);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
