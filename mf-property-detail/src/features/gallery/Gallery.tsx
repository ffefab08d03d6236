import type { Picture } from '@immo/shared';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '@immo/shared/remote';
import { useDetailEnv } from '../../property-detail-context.js';
import { arrowKeys } from './arrow-keys.js';
import { GalleryControls } from './GalleryControls.js';
import { Photo } from './Photo.js';
import { PhotoSlides } from './PhotoSlides.js';
import { useSelectedSlide } from './use-selected-slide.js';

// Loaded on the first click on a photo: most visitors never open it.
const loadFullscreen = () => import('./FullscreenGallery.js').then((module) => ({ default: module.FullscreenGallery }));

/** Focus on the button of the photo in view (it opens the full-screen view). */
function focusCurrentPhoto(embla: EmblaCarouselType | undefined): void {
  const root = embla?.rootNode();
  const buttons = root?.querySelectorAll<HTMLElement>('.immo-gallery__open');
  buttons?.[embla!.selectedScrollSnap()]?.focus({ preventScroll: true });
}

/**
 * Focus inside the carousel follows the photo in view: pressing → on a photo moves the focus to
 * the next one rather than leaving it on a photo that is no longer shown.
 */
function useFocusFollowsSlide(embla: EmblaCarouselType | undefined, index: number): void {
  useEffect(() => {
    const root = embla?.rootNode();
    if (root?.contains(document.activeElement)) focusCurrentPhoto(embla);
  }, [embla, index]);
}

/**
 * Every photo of the property in a carousel (Embla: swipe on phones, the arrow buttons and keys
 * on desktop), the count, and a full-screen view. The first photo is the page's largest paint:
 * it loads at once, exactly as the server preloaded it; the others load lazily.
 */
export function Gallery({ pictures, title }: { pictures: readonly Picture[]; title: string }) {
  const { t } = useTranslation(['property', 'errors']);
  const { apiBase } = useDetailEnv();
  const [viewport, embla] = useEmblaCarousel({ loop: false });
  const index = useSelectedSlide(embla);
  useFocusFollowsSlide(embla, index);
  const [fullscreenAt, setFullscreenAt] = useState<number | null>(null);
  const [fullscreenUsed, setFullscreenUsed] = useState(false);
  const total = pictures.length;

  if (total === 0) return <p className="immo-gallery__none">{t('errors:noPhoto.text')}</p>;
  return (
    <section
      className="immo-gallery"
      aria-roledescription="carousel"
      aria-label={t('property:media.gallery', { title })}
      onKeyDown={arrowKeys(embla)}
    >
      <div className="immo-gallery__viewport" ref={viewport}>
        <PhotoSlides pictures={pictures} index={index} slideClassName="immo-gallery__slide">
          {(picture, slide) => (
            <button
              type="button"
              className="immo-gallery__open"
              // Only the photo in view is in the tab order: the others are behind the arrows.
              tabIndex={slide === index ? 0 : -1}
              onClick={() => {
                setFullscreenUsed(true);
                setFullscreenAt(slide);
              }}
              aria-label={`${t('property:media.fullscreen')}: ${t('property:media.photoOf', { index: slide + 1, total })}`}
            >
              <Photo picture={picture} title={title} apiBase={apiBase} first={slide === 0} />
            </button>
          )}
        </PhotoSlides>
      </div>
      {total > 1 && (
        <GalleryControls
          index={index}
          total={total}
          onPrevious={() => embla?.scrollPrev()}
          onNext={() => embla?.scrollNext()}
        />
      )}
      {fullscreenUsed && (
        // Kept mounted once opened; the focus comes back to the photo the visitor stopped at.
        <LazyPart
          load={loadFullscreen}
          props={{
            opened: fullscreenAt !== null,
            pictures,
            title,
            startAt: fullscreenAt ?? 0,
            onClosed: () => focusCurrentPhoto(embla),
            onClose: (at: number) => {
              setFullscreenAt(null);
              // The carousel shows the photo where the visitor stopped.
              embla?.scrollTo(at, true);
            },
          }}
        />
      )}
    </section>
  );
}
