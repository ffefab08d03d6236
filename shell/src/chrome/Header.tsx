import {
  formatPhone,
  localizeLink,
  menuLinks,
  pagePath,
  phoneHref,
  pickLanguage,
  type InLanguage,
  type Lang,
  type TopBarItem,
} from '@immo/shared';
import { Burger, Drawer, Group } from '@immo/shared/ui';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '../shell-store.js';
import { DesktopMenu } from './DesktopMenu.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { MenuList } from './MenuList.js';
import { TopBarIcon } from './TopBarIcon.js';
import { useScrolledPast } from './use-scrolled-past.js';

/** SPEC §4: past 30 px of scroll the logo shrinks and, with change-on-scroll, the header gets its fixed style. */
export const HEADER_SCROLL_PX = 30;

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
            onClick={drawer.toggle}
            color="white"
            aria-label={drawerOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="immo-mobile-menu"
          />
        </div>
      </div>
      <Drawer
        id="immo-mobile-menu"
        opened={drawerOpen}
        onClose={drawer.close}
        title={t('menu.label')}
        closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
        position="right"
        size="xs"
      >
        <nav aria-label={t('menu.label')}>
          <MenuList links={links} onNavigate={drawer.close} />
        </nav>
        <ul className="immo-plain-list immo-drawer-extra">
          {[...left, ...right].map((link) => (
            <li key={link.label}>
              <a href={link.href} onClick={drawer.close}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Drawer>
    </header>
  );
}
