import { parseVideo, videoEmbedUrl } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection.js';
import { EmbedFrame } from '../../components/EmbedFrame.js';

/**
 * The property's video (SPEC §5 "Video"): a file plays natively; YouTube, Vimeo or Facebook are
 * framed only once the visitor accepted social-media cookies — nothing of theirs loads before.
 */
export function PropertyVideo({ url, heading }: { url: string | undefined; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('property');
  const video = parseVideo(url);
  if (!video) return null;
  const player = videoEmbedUrl(video);
  const title = t('sections.video');
  return (
    <DetailSection id="immo-detail-video" heading={heading} title={title}>
      {player ? (
        <EmbedFrame src={player} title={title} category="social" />
      ) : (
        // Nothing of the file loads before the visitor presses play.
        <video className="immo-media" src={video.url} controls preload="none">
          <a href={video.url}>{title}</a>
        </video>
      )}
    </DetailSection>
  );
}
