import type { InLanguage } from '../entities/in-language.js';
import type { MenuPage } from '../entities/menu.js';
import type { Lang } from '../i18n/languages.js';
import { pagePath } from './page-path.js';
import { isPageKey } from './pages.js';

export type MenuLink = { id: number; label: string; href: string; children: MenuLink[] };

/** What a menu link is made of: a menu page (in one language) or any part of one that keeps these. */
export type MenuLinkPage = Pick<InLanguage<MenuPage>, 'id' | 'path' | 'status' | 'sort'> & {
  params: { title: string };
  childMenus: readonly MenuLinkPage[];
};

/**
 * SPEC §2: menu entries come from the configuration, Published only; the home entry only when
 * the home-menu option is on. A child is linked to its own page's path in the path table.
 */
export function menuLinks(pages: readonly MenuLinkPage[], lang: Lang, showHome: boolean): MenuLink[] {
  return pages
    .filter((page) => page.status === 'Published' && (showHome || page.path !== 'home'))
    .sort((a, b) => a.sort - b.sort)
    .map((page) => ({
      id: page.id,
      label: page.params.title,
      href: isPageKey(page.path) ? pagePath(page.path, lang) : pagePath('home', lang),
      children: menuLinks(page.childMenus, lang, true),
    }));
}
