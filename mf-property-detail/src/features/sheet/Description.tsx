import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection.js';

/**
 * The agency's description. Its markup was sanitised by the API (only paragraphs, emphasis, lists
 * and plain links survive), so it is rendered as HTML.
 */
export function Description({ html, heading }: { html: string; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('property');
  if (html.trim() === '') return null;
  return (
    <DetailSection id="immo-detail-description" heading={heading} title={t('sections.description')}>
      <div className="immo-detail__description" dangerouslySetInnerHTML={{ __html: html }} />
    </DetailSection>
  );
}
