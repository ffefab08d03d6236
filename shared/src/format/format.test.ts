import { formatPrice, priceUnitText } from './price.js';
import { formatPhone, phoneHref } from './phone.js';
import { isEmpty } from './empty.js';
import { deviceOf, deviceFlags } from './device.js';
import { isForSale, marqueeState } from './goal.js';

describe('formatPrice (SPEC §9 currency)', () => {
  it('uses the Belgian Dutch format with the euro sign first', () => {
    expect(formatPrice(250000)).toBe('€\u00a0250.000');
    expect(formatPrice(1250000, { lang: 'fr' })).toBe('€\u00a01.250.000');
    expect(formatPrice(12.5, { lang: 'en' })).toBe('€\u00a012,50');
    expect(formatPrice(0)).toBe('€\u00a00');
  });

  it('prefixes price unit 7 with "starting from" in each language', () => {
    expect(formatPrice(289000, { priceUnit: 7, lang: 'nl' })).toBe('Vanaf €\u00a0289.000');
    expect(formatPrice(289000, { priceUnit: 7, lang: 'fr' })).toBe('À partir de €\u00a0289.000');
    expect(formatPrice(289000, { priceUnit: 7, lang: 'en' })).toBe('From €\u00a0289.000');
    expect(formatPrice(289000, { priceUnit: 7, lang: 'de' })).toBe('Ab €\u00a0289.000');
  });

  it('adds the unit of a rent', () => {
    expect(formatPrice(950, { priceUnit: 1, lang: 'nl' })).toBe('€\u00a0950 per maand');
    expect(formatPrice(950, { priceUnit: 1, lang: 'de' })).toBe('€\u00a0950 pro Monat');
    expect(priceUnitText(0, 'en')).toBe('');
    expect(priceUnitText(42, 'en')).toBe('');
  });

  it.each([null, undefined, Number.NaN, Infinity, -5, 'abc', ''])(
    'shows "price on request" for %p, never NaN',
    (price) => {
      expect(formatPrice(price as number, { lang: 'nl' })).toBe('Prijs op aanvraag');
      expect(formatPrice(price as number, { lang: 'de' })).toBe('Preis auf Anfrage');
    },
  );

  it('reads a numeric string', () => {
    expect(formatPrice('325000', { lang: 'en' })).toBe('€\u00a0325.000');
  });
});

describe('formatPhone (SPEC §5)', () => {
  it.each([
    ['0475123456', '0475 12 34 56'],
    ['092234567', '092 23 45 67'],
    ['0475 12 34 56', '0475 12 34 56'],
    ['09/223.45.67', '092 23 45 67'],
    ['+32475123456', '+32475123456'],
    ['12345', '12345'],
    ['', ''],
  ])('%s → %s', (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  it('links to the digits', () => {
    expect(phoneHref('0475 12 34 56')).toBe('tel:0475123456');
    expect(phoneHref('+32 475 12 34 56')).toBe('tel:+32475123456');
  });
});

describe('isEmpty (SPEC §5)', () => {
  it.each([null, undefined, '', '   ', '\n\t'])('%p is empty', (value) => expect(isEmpty(value)).toBe(true));
  it.each([0, false, 'a', ' a ', [], {}])('%p is not empty', (value) => expect(isEmpty(value)).toBe(false));
});

describe('deviceOf: one breakpoint table', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [960, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, device) => {
    expect(deviceOf(width)).toBe(device);
  });

  it('gives the display-setting flags', () => {
    expect(deviceFlags(800)).toEqual({ isMobile: false, isTablet: true, isDesktop: false });
  });
});

describe('goal and marquee (SPEC §4)', () => {
  it('treats Goal 0 as for sale and anything else as for rent', () => {
    expect(isForSale({ Goal: 0 })).toBe(true);
    expect(isForSale({ Goal: 1 })).toBe(false);
    expect(isForSale({ Goal: 2 })).toBe(false);
  });

  it('shows sold or rented only with Marquee 1', () => {
    expect(marqueeState({ Goal: 0, Marquee: 1 })).toBe('sold');
    expect(marqueeState({ Goal: 1, Marquee: 1 })).toBe('rented');
    expect(marqueeState({ Goal: 0, Marquee: 0 })).toBeNull();
  });
});
