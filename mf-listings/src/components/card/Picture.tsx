import { pictureSources, pictureSrcSet, pictureUrl } from '@immo/shared';
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
 * rest of the first row, its sharp set as soon as the browser has laid the page out; `when-near`:
 * its placeholder once laid out, its sharp set a quarter screen before it scrolls into view.
 */
export type PictureLoading = 'first' | 'at-once' | 'when-near';

/**
 * The pictures of a grid whose first `eager` cards are its first row: the first is the page's
 * largest paint, the rest of the row loads beside it (on a phone, where the row is a column, they
 * are just below the first screen), the others when near.
 */
export function pictureLoading(index: number, eager: number): PictureLoading {
  if (index >= eager) return 'when-near';
  return index === 0 ? 'first' : 'at-once';
}

/** The picture shows one of `url`'s sharp sources (a browser's `currentSrc` is absolute, ours may not be). */
function showsSharp(image: HTMLImageElement, url: string, apiBase: string): boolean {
  if (!image.complete || image.naturalWidth === 0) return false;
  return pictureSources(url, apiBase).some((source) => new URL(source, image.baseURI).href === image.currentSrc);
}

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
  // A picture with its set from the start shows one of the set (the browser never shows `src`
  // then): not blurred in the server's markup, which may be all a visitor has until the list's code
  // comes with their first touch. Once hydrated, the effect below looks at what it really shows.
  const [sharp, setSharp] = useState(near);
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
  // A picture of the server's page may have loaded before hydration, when no onLoad listened; a
  // new url shows blurred until its own sharp picture is in.
  useEffect(() => {
    const image = ref.current;
    setSharp(Boolean(near && url && image && showsSharp(image, url, apiBase)));
  }, [near, url, apiBase]);
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
      // Only the largest paint is fetched from the page's first bytes (and preloaded by React on
      // the server): the rest waits for layout, so on a phone's slow link the first photo has the
      // bandwidth to itself instead of sharing it with the row below the first screen and the
      // placeholders further down.
      loading={loading === 'first' ? undefined : 'lazy'}
      onLoad={(event) => {
        if (near && showsSharp(event.currentTarget, url, apiBase)) setSharp(true);
      }}
    />
  );
}
