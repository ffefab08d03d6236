import type { MenuLink } from '@immo/shared';
import { MenuDisclosure } from './MenuDisclosure.js';

/** The menu in the header bar from desktop width up; an entry with child pages opens them below it. */
export function DesktopMenu({ links }: { links: MenuLink[] }) {
  return (
    <ul className="immo-menu">
      {links.map((link) =>
        link.children.length > 0 ? (
          <MenuDisclosure key={link.id} link={link} />
        ) : (
          <li key={link.id}>
            <a href={link.href}>{link.label}</a>
          </li>
        ),
      )}
    </ul>
  );
}
