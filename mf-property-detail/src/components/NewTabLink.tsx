import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link that opens beside the page, and says so to those who cannot see where it opens. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation('property');
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="immo-visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
