import { cityLabel, cityParam, cutText, pagePath, propertyPath, type Lang, type SaleRentCounts } from '@immo/shared';
import type { SearchResult } from '../../components/searcher/searcher.js';
import type { PropertyPreview, SearchSettings } from '../../search-store.js';

/** Type description in the panel is cut to 100 characters (SPEC §9). */
export const TYPE_DESCRIPTION_LIMIT = 100;

/** One choice of the listbox: a link, or disabled (no href) when its count is 0. */
export type ResultOption = {
  id: string;
  /** Translation key and values of what the option says: to a screen reader in full (`label`), on screen short (`text`). */
  label: { key: string; values: Record<string, string | number> };
  text: { key: string; values: Record<string, string | number> };
  href: string | null;
  count: number | null;
};

export type ResultRow =
  | { kind: 'type'; key: string; name: string; options: ResultOption[] }
  | { kind: 'city'; key: string; name: string; zip: string; options: ResultOption[] }
  | { kind: 'property'; key: string; preview: PropertyPreview; description: string; option: ResultOption };

export type ResultGroup = { kind: 'types' | 'cities' | 'properties'; rows: ResultRow[] };

type LinkContext = { lang: Lang; siteBase: string; settings: SearchSettings };

/** The for-sale and for-rent links of a type or city; a link with nothing behind it is disabled. */
function saleRentOptions(
  id: string,
  counts: SaleRentCounts,
  query: Record<string, string>,
  name: string,
  { lang, siteBase, settings }: LinkContext,
): ResultOption[] {
  const params = new URLSearchParams(query).toString();
  const link = (page: 'for-sale' | 'for-rent', count: number) =>
    count > 0 ? `${siteBase}${pagePath(page, lang)}?${params}` : null;
  const count = (value: number) => (settings.showSearchCount ? value : null);
  return [
    {
      id: `${id}-sale`,
      label: { key: 'forSaleOf', values: { name } },
      text: { key: 'forSale', values: {} },
      href: link('for-sale', counts.sale),
      count: count(counts.sale),
    },
    {
      id: `${id}-rent`,
      label: { key: 'forRentOf', values: { name } },
      text: { key: 'forRent', values: {} },
      href: link('for-rent', counts.rent),
      count: count(counts.rent),
    },
  ];
}

/**
 * What the panel lists for a search (SPEC §2 "Home search box", §4 "Search panel"): property
 * types with for-sale/for-rent links; cities "Name [zip]" with the same links; properties found
 * by exact ID, linking to their detail page.
 */
export function resultGroups(
  result: SearchResult,
  previews: Record<number, PropertyPreview | null | undefined>,
  context: LinkContext,
): ResultGroup[] {
  const groups: ResultGroup[] = [];
  const types = result.types.map<ResultRow>((type) => ({
    kind: 'type',
    key: `type-${type.webId}`,
    name: type.name,
    options: saleRentOptions(`type-${type.webId}`, type, { type: String(type.webId) }, type.name, context),
  }));
  if (types.length) groups.push({ kind: 'types', rows: types });
  const cities = result.cities.map<ResultRow>((city) => ({
    kind: 'city',
    key: `city-${city.zip}-${city.key}`,
    name: city.name,
    zip: city.zip,
    options: saleRentOptions(
      `city-${city.zip}-${city.key.replace(/\W+/g, '-')}`,
      city,
      { city: cityParam({ Name: city.name, Zip: city.zip }) },
      cityLabel(city),
      context,
    ),
  }));
  if (cities.length) groups.push({ kind: 'cities', rows: cities });
  const properties: ResultRow[] = [];
  for (const id of result.propertyIds) {
    const preview = previews[id];
    if (!preview) continue;
    properties.push({
      kind: 'property',
      key: `property-${id}`,
      preview,
      description: cutText(preview.TypeDescription, TYPE_DESCRIPTION_LIMIT),
      option: {
        id: `property-${id}`,
        label: { key: 'ref', values: { id } },
        text: { key: 'ref', values: { id } },
        href: `${context.siteBase}${propertyPath(preview, context.lang)}`,
        count: null,
      },
    });
  }
  if (properties.length) groups.push({ kind: 'properties', rows: properties });
  return groups;
}

/** Every option in panel order: what the arrow keys move through. */
export function optionsOf(groups: ResultGroup[]): ResultOption[] {
  return groups.flatMap((group) => group.rows.flatMap((row) => (row.kind === 'property' ? [row.option] : row.options)));
}
