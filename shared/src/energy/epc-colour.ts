import { epcLabelText, type PropertyEpc } from './label.js';
import { EPC_SCALES } from './scales.js';

/** The EU energy-label colours, best (dark green) to worst (red), then darker reds for H and I. */
const PALETTE = ['#00a651', '#50b848', '#bed630', '#fff200', '#fdb913', '#f37021', '#ed1c24', '#c1121f', '#8f0d17'];

/**
 * The colour of a label on its region's scale (SPEC §9 "EPC label images are picked by region and
 * performance range"): the scale's best band is green and its worst red, whatever the number of
 * bands (7 in Flanders, 19 in Brussels). A label without a region (a certificate abroad) takes
 * the colour of its letter.
 */
export function epcColour(epc: PropertyEpc): string {
  const bands = epc.region ? EPC_SCALES[epc.region].bands : null;
  const index = bands?.findIndex((band) => band.label === epc.label) ?? -1;
  if (bands && index >= 0) {
    const share = bands.length > 1 ? index / (bands.length - 1) : 0;
    return PALETTE[Math.round(share * 6)]!;
  }
  const letter = epc.label.charCodeAt(0) - 'a'.charCodeAt(0);
  return PALETTE[Math.min(PALETTE.length - 1, Math.max(0, letter))]!;
}

/** The text in the badge: the label as on a certificate ("B+"). */
export function epcBadgeText(epc: PropertyEpc): string {
  return epcLabelText(epc.label);
}
