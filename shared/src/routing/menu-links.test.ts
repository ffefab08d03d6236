import { menuPages } from '../../data/menu.js';
import { inLanguage, type InLanguage } from '../entities/in-language.js';
import type { MenuPage } from '../entities/menu.js';
import { menuLinks } from './menu-links.js';

const nl = inLanguage(menuPages, 'nl') as InLanguage<MenuPage>[];

describe('menu links (SPEC §2)', () => {
  it('shows Published entries only, in their order, linked through the path table', () => {
    const links = menuLinks(nl, 'nl', true);
    expect(links.map((link) => link.href)).toContain('/nl/te-koop/');
    expect(links.some((link) => link.label === 'Huren')).toBe(false);
    expect(links[0]!.href).toBe('/nl/');
  });

  it('hides the home entry when the home-menu option is off', () => {
    expect(menuLinks(nl, 'nl', false).some((link) => link.href === '/nl/')).toBe(false);
  });

  it('links children to their own page', () => {
    const sell = menuLinks(nl, 'fr', true).find((link) => link.href === '/fr/vendre/');
    expect(sell?.children.map((child) => child.href)).toEqual(['/fr/estimation-gratuite/']);
  });
});

describe('localizeLink (SPEC §2)', () => {
  it('maps internal links and leaves others alone', async () => {
    const { localizeLink } = await import('./localize-link.js');
    expect(localizeLink('/login/', 'nl')).toBe('/nl/login/');
    expect(localizeLink('/contact-demand/', 'fr')).toBe('/fr/estimation-gratuite/');
    expect(localizeLink('mailto:info@immolys.be', 'de')).toBe('mailto:info@immolys.be');
    expect(localizeLink('https://www.vlaanderen.be/', 'nl')).toBe('https://www.vlaanderen.be/');
    expect(localizeLink('//cdn.example/x', 'nl')).toBe('//cdn.example/x');
  });
});
