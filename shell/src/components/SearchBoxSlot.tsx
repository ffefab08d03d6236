import { RemoteSlot } from './RemoteSlot.js';

/**
 * The site's search box (mf-search), on the home page and the 404 page. Its slot keeps the box's
 * height so nothing below jumps as it mounts. Measured in en, nl, fr and de: 237 px from 768 px
 * up; 237–297 px at 360–390 px, where fr and de wrap the intro onto a third line.
 */
export function SearchBoxSlot() {
  return <RemoteSlot remote="mf-search" minHeight={240} phoneMinHeight={300} />;
}
