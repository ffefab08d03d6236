import { virtualTourEmbedUrl } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection.js';
import { EmbedFrame } from '../../components/EmbedFrame.js';
import { NewTabLink } from '../../components/NewTabLink.js';

/**
 * The virtual tour: a known tour provider is framed after consent for its category (it sets
 * cookies of its own); any other tour address is a plain link that opens beside the page.
 */
export function VirtualTour({ url, heading }: { url: string | undefined; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('property');
  if (!url) return null;
  const frame = virtualTourEmbedUrl(url);
  const title = t('sections.virtualTour');
  return (
    <DetailSection id="immo-detail-tour" heading={heading} title={title}>
      {frame ? (
        <EmbedFrame src={frame} title={title} category="unclassified" />
      ) : (
        <NewTabLink href={url}>{t('media.openTour')}</NewTabLink>
      )}
    </DetailSection>
  );
}
