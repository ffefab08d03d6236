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
        onClick={onPrevious}
        disabled={index === 0}
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
        onClick={onNext}
        disabled={index === total - 1}
        aria-label={t('media.nextPhoto')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
