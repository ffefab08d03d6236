import type { MenuLink } from '@immo/shared';

/** Menu links with their children nested below them, all shown: the drawer's menu, a submenu's content. */
export function MenuList({
  links,
  className = 'immo-menu',
  onNavigate,
}: {
  links: MenuLink[];
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href} onClick={onNavigate}>
            {link.label}
          </a>
          {link.children.length > 0 && (
            <MenuList links={link.children} className={className} {...(onNavigate ? { onNavigate } : {})} />
          )}
        </li>
      ))}
    </ul>
  );
}
