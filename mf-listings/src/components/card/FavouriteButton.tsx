import { useTranslation } from 'react-i18next';
import { useListings } from '../../listings-context.js';

/** The heart on a card: marks a property as a favourite, kept in this browser. */
export function FavouriteButton({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('listings');
  const favourite = useListings((state) => state.favourites.includes(id));
  const toggle = useListings((state) => state.toggleFavourite);
  return (
    <button
      type="button"
      className="immo-card__favourite"
      aria-pressed={favourite}
      aria-label={`${t(favourite ? 'favourites.remove' : 'favourites.add')}: ${title}`}
      onClick={() => toggle(id)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-10-9.3C.3 8.4 2.2 4 6.3 4c2.2 0 3.7 1.3 4.6 2.6h2.2C14 5.3 15.5 4 17.7 4c4.1 0 6 4.4 4.3 7.7C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
