/**
 * Where map tiles come from unless the site or the embedding page names another server (the
 * widget's `tiles` attribute): OpenStreetMap's standard tiles, with the attribution they require.
 * With no tile server reachable the map still shows its markers on a plain background.
 */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILES_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Only a URL with the three placeholders over http(s) is a tile URL; anything else gets the default. */
export function mapTileUrl(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const valid = /^https?:\/\//.test(text) && ['{z}', '{x}', '{y}'].every((part) => text.includes(part));
  return valid ? text : DEFAULT_MAP_TILES;
}
