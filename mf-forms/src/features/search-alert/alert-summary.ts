import { decodeAreas, formatPrice, listQueryFromParams, type Lang, type PropertyType } from '@immo/shared';
import type { TFunction } from 'i18next';
import type { AlertFilterParams } from './alert-filters.js';

export type SummaryContext = {
  /** `forms` translations. */
  t: TFunction<'forms'>;
  lang: Lang;
  types: readonly PropertyType[];
};

/** "Gent|9000" reads "Gent"; a postal code alone stays as it is. */
const cityName = (city: string) => city.split('|')[0]!.trim() || city;

/** The worst EPC letter the alert accepts ("b" of a, a+, b): the filter means "that or better". */
const worstEpcLetter = (labels: readonly string[]) =>
  labels
    .map((label) => label[0]!)
    .sort()
    .at(-1)
    ?.toUpperCase();

/**
 * What an alert watches, in words: "For sale: Apartment in Gent, up to € 400.000, 2 bedrooms or
 * more". Made from the alert's filters alone, so the server's render and the browser's agree; a
 * type not (yet) known by name is left out of the words, never shown as a number.
 */
export function alertSummary(filters: AlertFilterParams, { t, lang, types }: SummaryContext): string {
  const query = listQueryFromParams(new URLSearchParams(filters));
  const goal = t(query.goal === 'rent' ? 'alert.summary.rent' : 'alert.summary.sale');
  const type = types.find((candidate) => candidate.WebID === query.type)?.Name;
  let head = type ? t('alert.summary.typed', { goal, type }) : goal;
  if (query.city) head = t('alert.summary.inCity', { what: head, city: cityName(query.city) });
  const areas = query.area === undefined ? 0 : (decodeAreas(query.area)?.length ?? 0);
  const details = [
    areas > 0 && t('alert.summary.area', { count: areas }),
    query.foreign && t('alert.summary.foreign'),
    query.project !== undefined && t('alert.summary.project'),
    query.minPrice !== undefined && t('alert.summary.minPrice', { price: formatPrice(query.minPrice, { lang }) }),
    query.maxPrice !== undefined && t('alert.summary.maxPrice', { price: formatPrice(query.maxPrice, { lang }) }),
    query.minBedrooms !== undefined && t('alert.summary.minBedrooms', { number: query.minBedrooms }),
    query.epc?.length && t('alert.summary.epc', { label: worstEpcLetter(query.epc) }),
  ].filter((part): part is string => typeof part === 'string');
  return [head, ...details].join(', ');
}
