import { TOP_BAR_ICONS } from '@immo/shared';

/** A top-bar item's icon; decorative, the label says what the link is. */
export function TopBarIcon({ name }: { name: string | undefined }) {
  const path = name ? TOP_BAR_ICONS[name] : undefined;
  if (!path) return null;
  return (
    <svg className="immo-top-bar-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
