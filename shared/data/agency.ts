/** The (invented) agency the sample site belongs to. */
export const AGENCY = {
  name: 'Immo Lys',
  /** 10 digits, shown grouped 4-2-2-2 (SPEC §5). */
  phone: '0475123456',
  phoneInternational: '+32475123456',
  email: 'info@immolys.be',
  street: 'Nederkouter',
  houseNumber: '87',
  zip: '9000',
  city: 'Gent',
  /** Belgian estate agents must show their BIV accreditation number. */
  biv: '512.345',
  logo: '/media/logo.svg',
} as const;

export const AGENCY_ADDRESS = `${AGENCY.street} ${AGENCY.houseNumber}, ${AGENCY.zip} ${AGENCY.city}`;

/** The lily (the "lys" of the name), drawn in a 56 × 56 box: the logo's mark and the site's icon. */
const LILY =
  `<path d="M28 6c5 7 6 15 0 26c-6-11-5-19 0-26z"/>` +
  `<path d="M26 32c-8-1-15-6-17-14c8 0 14 5 17 14z"/>` +
  `<path d="M30 32c8-1 15-6 17-14c-8 0-14 5-17 14z"/>` +
  `<rect x="14" y="34" width="28" height="4" rx="2"/>` +
  `<path d="M24 38h8l-4 12z"/>`;

/**
 * The logo served at AGENCY.logo: the lily and the word mark. White on transparent, made for the
 * dark app bar.
 */
export function logoSvg(colour = '#ffffff'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="56" viewBox="0 0 220 56">` +
    `<g fill="${colour}">${LILY}` +
    `<text x="58" y="37" font-family="Georgia, 'Times New Roman', serif" font-size="26" letter-spacing="1">Immo Lys</text>` +
    `</g></svg>`
  );
}

/**
 * The site's icon (browser tab, bookmarks, home screen): the white lily on the app bar's colour,
 * a square that stays readable at 16 px on light and dark browser chrome.
 */
export function iconSvg(background: string): string {
  // The colour comes from the site configuration: anything but a colour would be markup here.
  if (!/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(background)) throw new Error(`Not a hex colour: ${background}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56">` +
    `<rect width="56" height="56" rx="10" fill="${background}"/>` +
    `<g fill="#ffffff">${LILY}</g></svg>`
  );
}
