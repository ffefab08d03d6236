import {
  formatPhone,
  localizeLink,
  menuLinks,
  pagePath,
  phoneHref,
  pickLanguage,
  prefetcher,
  type InLanguage,
  type Lang,
  type TopBarItem,
} from '@immo/shared';
import { Burger, Group } from '@immo/shared/ui';
import { useDisclosure } from '@mantine/hooks';
import { LazyPart } from '@immo/shared/remote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '../shell-store.js';
import { DesktopMenu } from './DesktopMenu.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { TopBarIcon } from './TopBarIcon.js';
import { useScrolledPast } from './use-scrolled-past.js';

/** SPEC §4: past 30 px of scroll the logo shrinks and, with change-on-scroll, the header gets its fixed style. */
export const HEADER_SCROLL_PX = 30;

const loadMobileMenu = () => import('./MobileMenu.js').then((module) => ({ default: module.MobileMenu }));
// A failed early start is the lazy part's to retry (and to say so) when the menu is opened.
const prefetchMobileMenu = prefetcher(loadMobileMenu);

type TopBarLink = { label: string; href: string; color?: string | undefined; icon?: string | undefined };

function topBarLinks(items: InLanguage<TopBarItem>[], lang: Lang): TopBarLink[] {
  return items
    .filter((item) => item.status)
    .map((item) => ({
      label: item.label,
      href: localizeLink(pickLanguage(item.link, lang), lang),
      color: item.color,
      icon: item.icon,
    }));
}

function TopBar({ left, right }: { left: TopBarLink[]; right: TopBarLink[] }) {
  const side = (links: TopBarLink[]) =>
    links.map((link) => (
      <a key={link.label} href={link.href} style={link.color ? { color: link.color } : undefined}>
        <TopBarIcon name={link.icon} />
        {link.label}
      </a>
    ));
  return (
    <div className="immo-top-bar">
      <Group gap="md">{side(left)}</Group>
      <Group gap="md">{side(right)}</Group>
    </div>
  );
}

export function Header({ lang, pathname, search }: { lang: Lang; pathname: string; search: string }) {
  const { t } = useTranslation('common');
  const config = useShellStore((state) => state.config);
  const menu = useShellStore((state) => state.menu);
  // The server's paths belong to the page they were given for: after a navigation, until the new
  // page's arrive, the path table's.
  const languagePaths = useShellStore((state) =>
    state.languageLinks?.pathname === pathname ? state.languageLinks.paths : undefined,
  );
  const [drawerOpen, drawer] = useDisclosure(false);
  // The drawer's code comes as the visitor reaches for the burger, and is drawn from its first opening.
  const [menuWanted, setMenuWanted] = useState(false);
  const openOrClose = () => {
    setMenuWanted(true);
    drawer.toggle();
  };
  const scrolled = useScrolledPast(HEADER_SCROLL_PX);
  const links = menuLinks(menu, lang, config?.header.showHomeMenu ?? true);
  const phone = config?.phone ?? '';
  const name = config?.agencyName ?? t('siteName');
  const topBar = config?.topBar.show ? config.topBar : null;
  const left = topBar ? topBarLinks(topBar.left, lang) : [];
  const right = topBar ? topBarLinks(topBar.right, lang) : [];

  return (
    <header
      className="immo-header"
      data-scrolled={scrolled}
      data-fixed={scrolled && (config?.header.changeOnScroll ?? false)}
    >
      <a className="immo-skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      {topBar && <TopBar left={left} right={right} />}
      <div className="immo-header-bar">
        <a href={pagePath('home', lang)} className="immo-logo">
          <img src="/media/logo.svg" alt={t('header.logoAlt', { name })} width={160} height={40} />
        </a>
        <nav aria-label={t('menu.label')} className="immo-main-menu">
          <DesktopMenu links={links} />
        </nav>
        {/* Not a Mantine Group: its inline gap could not narrow on a phone, where every pixel counts. */}
        <div className="immo-header-tools">
          <LanguageSwitcher lang={lang} pathname={pathname} search={search} paths={languagePaths} />
          {phone && (
            <a
              className="immo-phone"
              href={phoneHref(phone)}
              aria-label={t('header.phoneLabel', { phone: formatPhone(phone) })}
            >
              {/* On a phone the icon alone shows: the number does not fit beside the logo. */}
              <TopBarIcon name="phone" />
              {formatPhone(phone)}
            </a>
          )}
          <Burger
            className="immo-burger"
            opened={drawerOpen}
            onClick={openOrClose}
            onPointerEnter={prefetchMobileMenu}
            onTouchStart={prefetchMobileMenu}
            onFocus={prefetchMobileMenu}
            color="white"
            aria-label={drawerOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="immo-mobile-menu"
          />
        </div>
      </div>
      {menuWanted && (
        // The drawer opens over the page; a failed load says so here, under the bar.
        <div className="immo-mobile-menu">
          <LazyPart
            load={loadMobileMenu}
            props={{ opened: drawerOpen, onClose: drawer.close, links, extra: [...left, ...right] }}
          />
        </div>
      )}
    </header>
  );
}
