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
  /** When the sharp picture loads (default: when it comes near the viewport). */
  loading?: PictureLoading;
};

/**
 * `first`: the page's largest paint, loaded at once and before the other pictures; `at-once`: the
 * rest of the first screen; `when-near`: a quarter screen before it scrolls into view.
 */
export type PictureLoading = 'first' | 'at-once' | 'when-near';

/**
 * A progressive picture (SPEC §9): the 100 px placeholder at once, the 400/600/1360 set when the
 * picture comes near the viewport, blurred until the sharp one has arrived.
 * The server renders what the browser's first render does (only `first` and `at-once` pictures
 * have their set), so hydration matches and the pictures further down stay off the first load.
 */
export function Picture({ url, alt, apiBase, sizes, loading = 'when-near' }: PictureProps) {
  const { t } = useTranslation('errors');
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(loading !== 'when-near');
  const [sharp, setSharp] = useState(false);
  const placeholder = url ? pictureUrl(url, 100, apiBase) : undefined;
  useEffect(() => {
    const image = ref.current;
    if (near || !image) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
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
  // A picture of the server's page may have loaded before hydration, when no onLoad listened.
  useEffect(() => {
    const image = ref.current;
    setSharp(Boolean(near && image?.complete && image.naturalWidth > 0 && image.currentSrc !== placeholder));
  }, [near, placeholder]);
  if (!url) return <p className="immo-card__no-photo">{t('noPhoto.text')}</p>;
  return (
    <img
      ref={ref}
      className={sharp ? 'immo-picture' : 'immo-picture immo-picture--placeholder'}
      src={placeholder}
      srcSet={near ? pictureSrcSet(url, apiBase) : undefined}
      sizes={near ? sizes : undefined}
      alt={alt}
      decoding="async"
      fetchPriority={loading === 'first' ? 'high' : undefined}
      onLoad={(event) => {
        if (near && event.currentTarget.currentSrc !== placeholder) setSharp(true);
      }}
    />
  );
}
