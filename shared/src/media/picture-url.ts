/** SPEC §9 responsive widths the API makes of every picture: a 100 px placeholder, 400, 600, 1360. */
export const PICTURE_WIDTHS = [100, 400, 600, 1360] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** A picture of the catalogue (`/media/…`) at one width, from the API at `apiBase` ('' on the site). */
export function pictureUrl(url: string, width: PictureWidth, apiBase = ''): string {
  const absolute = /^https?:\/\//.test(url) ? url : `${apiBase}${url}`;
  return `${absolute}${absolute.includes('?') ? '&' : '?'}w=${width}`;
}

/** The sharp widths of a picture, without the placeholder. */
const SHARP_WIDTHS = PICTURE_WIDTHS.filter((width) => width > 100);

/** `srcset` of the sizes a card or gallery may need (400, 600, 1360). */
export function pictureSrcSet(url: string, apiBase = ''): string {
  return SHARP_WIDTHS.map((width) => `${pictureUrl(url, width, apiBase)} ${width}w`).join(', ');
}

/** The URLs of that `srcset`: one of them is what a browser shows once the sharp picture is in. */
export function pictureSources(url: string, apiBase = ''): string[] {
  return SHARP_WIDTHS.map((width) => pictureUrl(url, width, apiBase));
}
