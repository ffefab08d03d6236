import type { ConsentCategory } from '@immo/shared';
import { ConsentGate } from '@immo/shared/ui';
import { useHydrated } from '@immo/shared/remote';

/**
 * A third-party player in a 16:9 box, loaded only once the visitor accepted its cookie category
 * (before that, the kit's ConsentGate says why it is missing and offers to accept). Lazy, and
 * sandboxed to what a player needs. The visitor's consent is known only in the browser: the server's
 * render and its hydration leave the place empty, as the gate does while its texts load.
 */
export function EmbedFrame({ src, title, category }: { src: string; title: string; category: ConsentCategory }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <ConsentGate category={category} label={title}>
      <div className="immo-media immo-media--frame">
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        />
      </div>
    </ConsentGate>
  );
}
