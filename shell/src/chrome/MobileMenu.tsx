import type { MenuLink } from '@immo/shared';
import { Drawer } from '@immo/shared/ui/overlays';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuList } from './MenuList.js';

export type ExtraLink = { label: string; href: string };

/**
 * The menu of a phone or tablet: a drawer with the site's menu and the top bar's links. Loaded with
 * the kit's overlays when the visitor first reaches for the burger (Header.tsx): no first screen
 * draws it.
 */
export function MobileMenu({
  opened,
  onClose,
  links,
  extra,
}: {
  opened: boolean;
  onClose: () => void;
  links: MenuLink[];
  extra: ExtraLink[];
}) {
  const { t } = useTranslation('common');
  // Drawn first closed, then opened: the drawer notes where the focus was as it opens (to give it
  // back), and mounted open it would not (the first opening mounts it).
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return (
    <Drawer
      id="immo-mobile-menu"
      opened={shown}
      onClose={onClose}
      title={t('menu.label')}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      position="right"
      size="xs"
    >
      <nav aria-label={t('menu.label')}>
        <MenuList links={links} onNavigate={onClose} />
      </nav>
      <ul className="immo-plain-list immo-drawer-extra">
        {extra.map((link) => (
          <li key={link.label}>
            <a href={link.href} onClick={onClose}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
