import type { Lang } from '../i18n/languages.js';
import en from '../i18n/locales/en/format.json' with { type: 'json' };
import nl from '../i18n/locales/nl/format.json' with { type: 'json' };
import fr from '../i18n/locales/fr/format.json' with { type: 'json' };
import de from '../i18n/locales/de/format.json' with { type: 'json' };

/**
 * What a price is per. SPEC §9 names only 7, "starting from" (a project's lowest price); the
 * others let a rent read "per month". The texts are `format:priceUnit.{n}`.
 */
export const PRICE_UNITS = { total: 0, perMonth: 1, perYear: 2, perSquareMetre: 3, startingFrom: 7 } as const;
export const PRICE_UNIT_STARTING_FROM = PRICE_UNITS.startingFrom;

// The format namespace is tiny and needed synchronously wherever a price is shown,
// so it is bundled rather than fetched.
const TEXTS: Record<Lang, typeof en> = { en, nl, fr, de };

/** SPEC §9 "Currency": Belgian Dutch number format, euro sign first: € 1.250.000 or € 12,50. */
const wholeEuros = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const centEuros = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export type PriceOptions = { priceUnit?: number | null | undefined; lang?: Lang | undefined };

/**
 * The price as a visitor reads it in `lang`. A missing, negative or non-numeric price reads
 * "price on request" in that language, never NaN (SPEC §8 showed NaN; that was a defect).
 */
export function formatPrice(price: number | string | null | undefined, options: PriceOptions = {}): string {
  const texts = TEXTS[options.lang ?? 'nl'];
  const amount = typeof price === 'string' && price.trim() !== '' ? Number(price) : price;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return texts.priceOnRequest;
  const money = (Number.isInteger(amount) ? wholeEuros : centEuros).format(amount).replace(/\s/g, '\u00a0');
  const unit = options.priceUnit ?? 0;
  if (unit === PRICE_UNIT_STARTING_FROM) return texts.startingFrom.replace('{{price}}', money);
  const unitText = priceUnitText(unit, options.lang ?? 'nl');
  return unitText ? `${money} ${unitText}` : money;
}

/** SPEC §3 PriceUnitText: "per month", "per m²", … in the visitor's language; empty for a total price. */
export function priceUnitText(priceUnit: number, lang: Lang): string {
  const units: Record<string, string> = TEXTS[lang].priceUnit;
  return units[String(priceUnit)] ?? '';
}
