/**
 * The bounds of a drawn-area search (issue 25): enough for a few neighbourhoods drawn by hand,
 * small enough that the whole `area` parameter stays a link a visitor can share (well under the
 * 2,000 characters every browser, proxy and mail client keeps of a URL's query).
 */

/** At most this many areas in one search. */
export const MAX_AREAS = 5;
/** A ring needs three corners to enclose anything. */
export const MIN_AREA_POINTS = 3;
/** Corners of one ring: a drawing with more is simplified before it goes in the URL. */
export const MAX_AREA_POINTS = 100;
/** Characters of the whole `area` parameter, areas and separators together. */
export const MAX_AREA_LENGTH = 2000;
/**
 * Between the encoded areas: a dot is outside the polyline alphabet (characters 63–126) and is not
 * percent-encoded in a URL, so the parameter reads the same in the address bar and in the query.
 */
export const AREA_SEPARATOR = '.';
