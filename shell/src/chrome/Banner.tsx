import { parseVideo } from '@immo/shared';
import { useReducedMotion } from '@mantine/hooks';
import { useShellStore } from '../shell-store.js';

/**
 * The home banner (SPEC §2: image, gallery or video): the page's largest element, so its picture
 * loads eagerly with a fixed ratio. A video file plays muted over that picture (not for visitors
 * who ask for reduced motion); a YouTube or Vimeo banner would need social-media consent, so the
 * picture stands in for it.
 */
export function Banner() {
  const banner = useShellStore((state) => state.config?.banner);
  const reducedMotion = useReducedMotion();
  if (!banner) return <div className="immo-banner" aria-hidden="true" />;
  const image = banner.type === 'gallery' ? banner.gallery?.[0] : banner.image;
  const video = banner.type === 'video' ? parseVideo(banner.video) : null;
  return (
    <div className="immo-banner">
      {video?.provider === 'file' && !reducedMotion ? (
        <video
          className="immo-banner-image"
          src={video.url}
          poster={image ? `${image}?w=1360` : undefined}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        />
      ) : (
        image && (
          <img
            className="immo-banner-image"
            src={`${image}?w=1360`}
            srcSet={`${image}?w=600 600w, ${image}?w=1360 1360w`}
            sizes="100vw"
            alt=""
            width={1360}
            height={906}
            fetchPriority="high"
          />
        )
      )}
      <div className="immo-banner-text">
        <h1>{banner.title}</h1>
        <p>{banner.description}</p>
      </div>
    </div>
  );
}
