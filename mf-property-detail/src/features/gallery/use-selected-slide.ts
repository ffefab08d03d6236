import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/** The index of the slide Embla shows, kept current as the visitor swipes or clicks. */
export function useSelectedSlide(embla: EmblaCarouselType | undefined, initial = 0): number {
  const [index, setIndex] = useState(initial);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  return index;
}
