import type { PropertyEpc } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { epcBadgeText, epcColour } from './epc-badge.js';

/**
 * The EPC label as an image: an arrow in the colour of the label on its region's scale, the label
 * in it. No label pictures exist yet, so it is drawn (inline SVG) and named for screen readers.
 */
export function EpcBadge({ epc }: { epc: PropertyEpc }) {
  const { t } = useTranslation(['listings', 'energy']);
  const text = epcBadgeText(epc);
  const name = epc.region
    ? t('listings:card.epc', { label: text, region: t(`energy:region.${epc.region}`) })
    : t('listings:card.epcNoRegion', { label: text });
  return (
    <svg className="immo-epc" role="img" aria-label={name} viewBox="0 0 64 28" width="64" height="28">
      <title>{name}</title>
      <path d="M3 0h47l14 14-14 14H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3z" fill={epcColour(epc)} />
      <text x="26" y="19.5" textAnchor="middle" fontSize="16" fontWeight="700" fill="#111">
        {text}
      </text>
    </svg>
  );
}
