import { useTranslation } from 'react-i18next';
import type { ListLocation } from '../../location.js';
import { pageWindow, withParams } from './search-params.js';

type PaginationProps = {
  page: number;
  pages: number;
  location: ListLocation;
  /** Called when the visitor goes to another page (the list then moves the focus to its top). */
  onPage(): void;
};

/**
 * "Page x of y" (SPEC §9) and links to the pages: real links on the site (they can be opened in a
 * new tab, and the back button returns), buttons in a widget, which must not change the host's URL.
 */
export function Pagination({ page, pages, location, onPage }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  const target = (n: number) => withParams(location.search, { page: n === 1 ? null : String(n) });
  const control = (n: number, text: string, label: string, rel?: string) => {
    const href = location.href(target(n));
    const current = n === page && text === String(n);
    if (current) {
      return (
        // The number and aria-current speak ("2, current page"); no "Go to" for where one already is.
        <span className="immo-pages__link" aria-current="page">
          {text}
        </span>
      );
    }
    return href !== null ? (
      <a className="immo-pages__link" href={href} aria-label={label} rel={rel} onClick={onPage}>
        {text}
      </a>
    ) : (
      <button
        type="button"
        className="immo-pages__link"
        aria-label={label}
        onClick={() => {
          onPage();
          location.go(target(n));
        }}
      >
        {text}
      </button>
    );
  };
  return (
    <nav className="immo-pages" aria-label={t('pagination.label')}>
      <p className="immo-pages__title">{t('pagination.pageOf', { page, pages })}</p>
      <ul className="immo-pages__list">
        {page > 1 && <li>{control(page - 1, '‹', t('pagination.previous'), 'prev')}</li>}
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="immo-pages__gap">
              …
            </li>
          ) : (
            <li key={n}>{control(n, String(n), t('pagination.goTo', { page: n }))}</li>
          ),
        )}
        {page < pages && <li>{control(page + 1, '›', t('pagination.next'), 'next')}</li>}
      </ul>
    </nav>
  );
}
