import type { Picture } from '@immo/shared';
import { Modal } from '@immo/shared/ui/overlays';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../property-detail-context.js';
import { arrowKeys } from './arrow-keys.js';
import { GalleryControls } from './GalleryControls.js';
import { Photo } from './Photo.js';
import { PhotoSlides } from './PhotoSlides.js';
import { useSelectedSlide } from './use-selected-slide.js';

type FullscreenProps = {
  opened: boolean;
  pictures: readonly Picture[];
  title: string;
  startAt: number;
  /** With the photo the visitor stopped at. */
  onClose(at: number): void;
  /** The dialog has gone: where the focus goes back. */
  onClosed(): void;
};

/**
 * The photos full screen: a dialog (the kit's Modal traps focus, closes on Escape and gives focus
 * back to the photo that opened it), swipe or the arrow keys and buttons to move on.
 */
export function FullscreenGallery({ opened, pictures, title, startAt, onClose, onClosed }: FullscreenProps) {
  const { t } = useTranslation(['property', 'common']);
  const { apiBase } = useDetailEnv();
  const [viewport, embla] = useEmblaCarousel({ startIndex: startAt, loop: false });
  const index = useSelectedSlide(embla, startAt);
  const total = pictures.length;
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(index)}
      // Mounted already open on the first click, the dialog cannot know its opener: the gallery
      // puts the focus on the photo the visitor stopped at.
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      // ← and → wherever the focus is in the dialog (it starts on the close button).
      onKeyDown={arrowKeys(embla)}
      fullScreen
      title={t('property:media.gallery', { title })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      classNames={{ content: 'immo-fullscreen', body: 'immo-fullscreen__body' }}
    >
      <div className="immo-fullscreen__stage">
        <div className="immo-fullscreen__viewport" ref={viewport}>
          <PhotoSlides pictures={pictures} index={index} slideClassName="immo-fullscreen__slide">
            {(picture) => <Photo picture={picture} title={title} apiBase={apiBase} sizes="100vw" />}
          </PhotoSlides>
        </div>
        <GalleryControls
          index={index}
          total={total}
          onPrevious={() => embla?.scrollPrev()}
          onNext={() => embla?.scrollNext()}
          className="immo-fullscreen__controls"
        />
      </div>
    </Modal>
  );
}
