import { pictureSrcSet, pictureUrl } from '@immo/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §9 "Progressive image root margin": start loading a quarter screen before the picture shows. */
export const PICTURE_ROOT_MARGIN = '0% 0% 25%';

type PictureProps = {
  /** None: the card says "No photo was found" in its place. */
  url: string | undefined;
  alt: string;
  apiBase: string;
  /** `sizes` of the layout the picture is in. */
  sizes: string;
  /** The first cards of a page: load at once, they are what a visitor sees first. */
  eager?: boolean;
};

/**
 * A progressive picture (SPEC §9): the 100 px placeholder at once, the 400/600/1360 set when the
 * picture comes near the viewport, blurred until the sharp one has arrived.
 */
export function Picture({ url, alt, apiBase, sizes, eager = false }: PictureProps) {
  const { t } = useTranslation('errors');
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const [sharp, setSharp] = useState(false);
  useEffect(() => {
    const image = ref.current;
    if (near || !image) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PICTURE_ROOT_MARGIN },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => setSharp(false), [url]);
  if (!url) return <p className="immo-card__no-photo">{t('noPhoto.text')}</p>;
  const placeholder = pictureUrl(url, 100, apiBase);
  return (
    <img
      ref={ref}
      className={sharp ? 'immo-picture' : 'immo-picture immo-picture--placeholder'}
      src={placeholder}
      srcSet={near ? pictureSrcSet(url, apiBase) : undefined}
      sizes={near ? sizes : undefined}
      alt={alt}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onLoad={(event) => {
        if (near && event.currentTarget.currentSrc !== placeholder) setSharp(true);
      }}
    />
  );
}
