import type { Picture } from '@immo/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SlidesProps = {
  pictures: readonly Picture[];
  /** The slide in view; the others are hidden from screen readers until they come into view. */
  index: number;
  slideClassName: string;
  children(picture: Picture, slide: number): ReactNode;
};

/** The track of a carousel: one slide per photo, each named "Photo n of N". */
export function PhotoSlides({ pictures, index, slideClassName, children }: SlidesProps) {
  const { t } = useTranslation('property');
  return (
    <ul className="immo-gallery__track">
      {pictures.map((picture, slide) => (
        <li
          key={picture.ID}
          className={slideClassName}
          aria-roledescription="slide"
          aria-label={t('media.photoOf', { index: slide + 1, total: pictures.length })}
          aria-hidden={slide !== index}
        >
          {children(picture, slide)}
        </li>
      ))}
    </ul>
  );
}
