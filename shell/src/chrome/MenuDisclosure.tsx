import type { MenuLink } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { MenuList } from './MenuList.js';
import { useMenuDisclosure } from './use-menu-disclosure.js';

/**
 * A desktop menu entry with child pages (SPEC §2 `/{parent}/{child}/`): the parent stays a link to
 * its own page, and a button beside it shows or hides its children (the disclosure pattern of
 * site navigation, not an ARIA menu: the children are plain links in the tab order once shown).
 */
export function MenuDisclosure({ link }: { link: MenuLink }) {
  const { t } = useTranslation('common');
  const { open, toggle, close, itemRef, buttonRef } = useMenuDisclosure();
  const submenuId = `immo-submenu-${link.id}`;
  return (
    <li ref={itemRef} className="immo-menu-parent">
      <a href={link.href}>{link.label}</a>
      <button
        ref={buttonRef}
        type="button"
        className="immo-submenu-toggle"
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={t('menu.submenu', { name: link.label })}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={submenuId} className="immo-submenu" hidden={!open}>
        <MenuList links={link.children} className="immo-submenu-list" onNavigate={close} />
      </div>
    </li>
  );
}
