import type { CatalogueProperty, Property } from '../entities/property.js';
import { priceUnitText } from '../format/price.js';
import type { Lang } from '../i18n/languages.js';

/** A catalogue property (texts in every language) as served in one language (SPEC §3 "Property"). */
export function propertyInLanguage(record: CatalogueProperty, lang: Lang): Property {
  return {
    ...record,
    TypeDescription: record.TypeDescription[lang],
    Title: record.Title[lang],
    Description: record.Description[lang],
    PriceUnitText: priceUnitText(record.PriceUnit, lang),
    language: lang,
  };
}
