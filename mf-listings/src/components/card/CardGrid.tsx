import type { PropertyCard as Card } from '@immo/shared';
import type { CSSProperties } from 'react';
import { pictureLoading } from './Picture.js';
import { PropertyCard } from './PropertyCard.js';

/** `sizes` for a grid of `perRow` cards: one a row on phones, two on tablets. */
export function gridSizes(perRow: number): string {
  return `(max-width: 767px) 100vw, (max-width: 1279px) 50vw, ${Math.ceil(100 / perRow)}vw`;
}

type GridProps = {
  cards: readonly Card[];
  perRow: number;
  view: 'grid' | 'list' | 'carousel';
  headingLevel: 2 | 3 | 4;
  /** How many of the first cards load their picture at once (the first screen). */
  eager?: number;
};

/**
 * Cards side by side, `perRow` on a wide screen (SPEC §3 numberItemOfRow), fewer when the space
 * is narrow; the list view puts picture and text side by side, one card a row.
 */
export function CardGrid({ cards, perRow, view, headingLevel, eager = 0 }: GridProps) {
  const columns = view === 'list' ? 1 : perRow;
  return (
    <ul className={`immo-grid immo-grid--${view}`} style={{ '--immo-per-row': columns } as CSSProperties}>
      {cards.map((card, index) => (
        <li key={card.ID}>
          <PropertyCard
            card={card}
            headingLevel={headingLevel}
            sizes={view === 'list' ? '(max-width: 767px) 100vw, 400px' : gridSizes(columns)}
            loading={pictureLoading(index, eager)}
          />
        </li>
      ))}
    </ul>
  );
}
