import { useShellStore } from '../shell-store.js';

/** The home banner (SPEC §2): the page's largest element, so its image loads eagerly with a fixed ratio. */
export function Banner() {
  const banner = useShellStore((state) => state.config?.banner);
  if (!banner) return <div className="immo-banner" aria-hidden="true" />;
  const image = banner.type === 'gallery' ? banner.gallery?.[0] : banner.image;
  return (
    <div className="immo-banner">
      {image && (
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
      )}
      <div className="immo-banner-text">
        <h1>{banner.title}</h1>
        <p>{banner.description}</p>
      </div>
    </div>
  );
}
