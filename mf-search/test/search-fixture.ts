// A search box's store filled from the sample catalogue, as the API would serve it.
import { buildSearchIndex, inLanguage, type Lang } from '@immo/shared';
import { createSearcher } from '../src/components/searcher/searcher.js';
import { cities, properties, propertyTypes, siteConfig } from '@immo/shared/data';
import { createSearchStore, type SearchSettings } from '../src/search-store.js';

export function settingsIn(lang: Lang, overrides: Partial<SearchSettings> = {}): SearchSettings {
  return { ...inLanguage(siteConfig, lang), ...overrides };
}

export function readyStore(lang: Lang, overrides: Partial<SearchSettings> = {}) {
  const index = buildSearchIndex({ properties, types: propertyTypes, cities }, lang);
  const store = createSearchStore('');
  store.setState({
    status: 'ready',
    lang,
    settings: settingsIn(lang, overrides),
    totals: index.totals,
    search: createSearcher(index),
  });
  return { store, index };
}
