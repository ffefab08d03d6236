import {
  filterProperties,
  inLanguage,
  propertyCard,
  publicProperty,
  type CatalogueProperty,
  type Lang,
  type PropertyCard,
  type PropertyListQuery,
} from '@immo/shared';
import { PreserializedCache, type Preserialized } from '../http/preserialized-cache.js';
import type { Translate } from '../i18n/translator.js';
import type { Catalogue } from './catalogue.js';
import { publicProject } from './public-project.js';
import { publishedMenu } from './published-menu.js';
import { propertySheet } from './sheet.js';
import { similarProperties } from './similar-properties.js';

export type CatalogueServiceDeps = {
  /** The catalogue in place now: an import replaces it. */
  catalogue: () => Catalogue;
  translate: (lang: Lang) => Translate;
};

/** The answers about the whole catalogue, one per language: GET /api/{name}. */
const WHOLE_ANSWERS = {
  config: (catalogue: Catalogue, lang: Lang) => inLanguage(catalogue.siteConfig, lang),
  menu: (catalogue: Catalogue, lang: Lang) => inLanguage(publishedMenu(catalogue), lang),
  types: (catalogue: Catalogue, lang: Lang) => catalogue.typesWithCounts(lang),
  cities: (catalogue: Catalogue, lang: Lang) => catalogue.citiesWithCounts(lang),
  'search-index': (catalogue: Catalogue, lang: Lang) => catalogue.searchIndex(lang),
  regions: (catalogue: Catalogue, lang: Lang) => catalogue.regionsIn(lang),
  projects: (catalogue: Catalogue, lang: Lang) =>
    catalogue.projects.map((project) => publicProject(inLanguage(project, lang))),
} satisfies Record<string, (catalogue: Catalogue, lang: Lang) => unknown>;

export type WholeCatalogueAnswer = keyof typeof WHOLE_ANSWERS;

/**
 * The pre-serialized answers of one Catalogue object. Keyed by the object itself, so the answers of a
 * catalogue that was replaced are never served again (nor their ETags, so a browser revalidating
 * gets the new answer).
 */
class AnswersOfCatalogue {
  private catalogue: Catalogue | null = null;
  private readonly cache = new PreserializedCache(2000);

  of(catalogue: Catalogue): PreserializedCache {
    if (catalogue !== this.catalogue) {
      this.cache.clear();
      this.catalogue = catalogue;
    }
    return this.cache;
  }

  clear(): void {
    this.cache.clear();
  }
}

/**
 * What the catalogue answers, read from the catalogue in memory: every JSON answer serialized (and
 * compressed) once per language and query, so the routes send strings (the measured hot path).
 * `undefined` where the id names no listed property.
 */
export class CatalogueService {
  private readonly answers = new AnswersOfCatalogue();

  constructor(private readonly deps: CatalogueServiceDeps) {}

  /** The cache of the catalogue in place now: a reloaded catalogue (an import) starts an empty one. */
  private cache(): PreserializedCache {
    return this.answers.of(this.deps.catalogue());
  }

  private card(record: CatalogueProperty, lang: Lang): PropertyCard {
    return propertyCard(publicProperty(this.deps.catalogue().property(record, lang)));
  }

  whole(name: WholeCatalogueAnswer, lang: Lang): Preserialized {
    return this.cache().get(`${name}:${lang}`, () => WHOLE_ANSWERS[name](this.deps.catalogue(), lang));
  }

  /** One page of the list a query asks for, its properties as cards. */
  propertyList(query: PropertyListQuery, lang: Lang): Preserialized {
    return this.cache().get(`properties:${lang}:${JSON.stringify(query)}`, () => {
      const page = filterProperties(this.deps.catalogue().properties, query);
      return { ...page, items: page.items.map((record) => this.card(record, lang)) };
    });
  }

  /** SPEC §3 Property as the visitor may see it (publicProperty). */
  property(id: number, lang: Lang): Preserialized | undefined {
    const visible = (record: CatalogueProperty) => publicProperty(this.deps.catalogue().property(record, lang));
    return this.aboutProperty(id, 'property', visible, lang);
  }

  /** The properties the detail page suggests under "similar", as cards. */
  similar(id: number, lang: Lang): Preserialized | undefined {
    const similarTo = (record: CatalogueProperty) =>
      similarProperties(this.deps.catalogue().properties, record).map((similar) => this.card(similar, lang));
    return this.aboutProperty(id, 'similar', similarTo, lang);
  }

  /** The printable information sheet (HTML), made from what the visitor may see of the property. */
  sheet(id: number, lang: Lang): string | undefined {
    const catalogue = this.deps.catalogue();
    const record = catalogue.byId.get(id);
    if (!record) return undefined;
    return propertySheet(publicProperty(catalogue.property(record, lang)), lang, this.deps.translate(lang));
  }

  clear(): void {
    this.answers.clear();
  }

  private aboutProperty(
    id: number,
    name: string,
    make: (record: CatalogueProperty) => unknown,
    lang: Lang,
  ): Preserialized | undefined {
    const record = this.deps.catalogue().byId.get(id);
    return record && this.cache().get(`${name}:${lang}:${record.ID}`, () => make(record));
  }
}
