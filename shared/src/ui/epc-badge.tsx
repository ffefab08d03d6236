import { useTranslation } from 'react-i18next';
import { epcBadgeText, epcColour } from '../energy/epc-colour.js';
import type { PropertyEpc } from '../energy/label.js';

export type EpcBadgeProps = {
  epc: PropertyEpc;
  /** 'card' (64×28, default) in lists, 'large' (96×42) on the detail page. */
  size?: 'card' | 'large';
};

/** Width and height in CSS pixels, given as attributes so no stylesheet is needed to size it. */
const SIZES = { card: [64, 28], large: [96, 42] } as const;

/**
 * The EPC label as an image: an arrow in the colour of the label on its region's scale, the label
 * in it. No label pictures exist yet, so it is drawn (inline SVG) and named for screen readers.
 * Its texts are in the `energy` namespace, which the remote using it loads.
 */
export function EpcBadge({ epc, size = 'card' }: EpcBadgeProps) {
  const { t } = useTranslation('energy');
  const text = epcBadgeText(epc);
  const name = epc.region
    ? t('energy:badge.name', { label: text, region: t(`energy:region.${epc.region}`) })
    : t('energy:badge.nameNoRegion', { label: text });
  const [width, height] = SIZES[size];
  return (
    <svg className="immo-epc" role="img" aria-label={name} viewBox="0 0 64 28" width={width} height={height}>
      <title>{name}</title>
      <path d="M3 0h47l14 14-14 14H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3z" fill={epcColour(epc)} />
      <text x="26" y="19.5" textAnchor="middle" fontSize="16" fontWeight="700" fill="#111">
        {text}
      </text>
    </svg>
  );
}
