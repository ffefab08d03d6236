import { useTranslation } from 'react-i18next';

type ControlsProps = { index: number; total: number; onPrevious(): void; onNext(): void; className?: string };

/** Previous and next photo, and "Photo 2 of 9" announced as it changes. */
export function GalleryControls({ index, total, onPrevious, onNext, className = '' }: ControlsProps) {
  const { t } = useTranslation('property');
  return (
    <div className={`immo-gallery__controls ${className}`}>
      <button
        type="button"
        className="immo-gallery__arrow"
        // aria-disabled, not disabled: a disabled button would drop the focus at the first photo.
        onClick={index === 0 ? undefined : onPrevious}
        aria-disabled={index === 0}
        aria-label={t('media.previousPhoto')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <p className="immo-gallery__count" aria-live="polite">
        {t('media.photoOf', { index: index + 1, total })}
      </p>
      <button
        type="button"
        className="immo-gallery__arrow"
        onClick={index === total - 1 ? undefined : onNext}
        aria-disabled={index === total - 1}
        aria-label={t('media.nextPhoto')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
