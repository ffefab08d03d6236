import type { EmblaCarouselType } from 'embla-carousel';
import type { KeyboardEvent } from 'react';

/** ← and → move a carousel by one photo, wherever the focus is inside it. */
export function arrowKeys(embla: EmblaCarouselType | undefined) {
  return (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
    else return;
    event.preventDefault();
  };
}
