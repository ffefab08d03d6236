import {
  filterProperties,
  inLanguage,
  propertyCard,
  PropertyListQuerySchema,
  publicProperty,
  type CatalogueProperty,
  type Lang,
} from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/api-error.js';
import { invalidInput } from '../http/invalid-input.js';
import { PreserializedCache, sendPreserialized } from '../http/preserialized.js';
import { requestLanguage } from '../http/request-language.js';
import type { Translate } from '../i18n/translator.js';
import type { Catalogue } from './catalogue.js';
import { publicProject } from './public-project.js';
import { publishedMenu } from './published-menu.js';
import { similarProperties } from './similar-properties.js';

export type CatalogueDeps = { catalogue: () => Catalogue; translate: (lang: Lang) => Translate };

/** The read-mostly catalogue: every answer pre-serialized once per language and query, with an ETag. */
export async function catalogueRoutes(app: FastifyInstance, deps: CatalogueDeps): Promise<void> {
  const answers = new AnswersOfCatalogue();
  app.addHook('onClose', async () => answers.clear());
  /** The cache of the catalogue in place now: a reloaded catalogue (an import) starts an empty one. */
  const cache = () => answers.of(deps.catalogue());
  const card = (record: CatalogueProperty, lang: Lang) =>
    propertyCard(publicProperty(deps.catalogue().property(record, lang)));

  const cached = (name: string, make: (lang: Lang) => unknown) =>
    app.get(`/api/${name}`, { schema: { tags: ['catalogue'], querystring: LANG_QUERY } }, async (request, reply) => {
      const lang = requestLanguage(request);
      return sendPreserialized(
        request,
        reply,
        cache().get(`${name}:${lang}`, () => make(lang)),
      );
    });

  cached('config', (lang) => inLanguage(deps.catalogue().siteConfig, lang));
  cached('menu', (lang) => inLanguage(publishedMenu(deps.catalogue()), lang));
  cached('types', (lang) => deps.catalogue().typesWithCounts(lang));
  cached('cities', (lang) => deps.catalogue().citiesWithCounts(lang));
  cached('search-index', (lang) => deps.catalogue().searchIndex(lang));
  cached('regions', (lang) => deps.catalogue().regionsIn(lang));
  cached('projects', (lang) => deps.catalogue().projects.map((project) => publicProject(inLanguage(project, lang))));

  app.get('/api/properties', { schema: { tags: ['catalogue'] } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = PropertyListQuerySchema.safeParse(request.query);
    if (!parsed.success) return invalidInput(reply, lang, deps.translate(lang), parsed.error);
    const key = `properties:${lang}:${JSON.stringify(parsed.data)}`;
    return sendPreserialized(
      request,
      reply,
      cache().get(key, () => {
        const page = filterProperties(deps.catalogue().properties, parsed.data);
        return {
          ...page,
          items: page.items.map((record) => card(record, lang)),
        };
      }),
    );
  });

  /** A route about one property: 404 with SPEC §8 "not found or sold" when there is no such property. */
  const perProperty = (path: string, name: string, make: (record: CatalogueProperty, lang: Lang) => unknown) =>
    app.get<{ Params: { id: string } }>(path, { schema: { tags: ['catalogue'] } }, async (request, reply) => {
      const lang = requestLanguage(request);
      const record = findProperty(deps.catalogue(), request.params.id);
      if (!record) return reply.code(404).send(errorBody('propertyNotFound', lang, deps.translate(lang)));
      return sendPreserialized(
        request,
        reply,
        cache().get(`${name}:${lang}:${record.ID}`, () => make(record, lang)),
      );
    });

  perProperty('/api/properties/:id', 'property', (record, lang) =>
    publicProperty(deps.catalogue().property(record, lang)),
  );
  perProperty('/api/properties/:id/similar', 'similar', (record, lang) =>
    similarProperties(deps.catalogue().properties, record).map((similar) => card(similar, lang)),
  );
}

const LANG_QUERY = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['en', 'nl', 'fr', 'de'] } },
} as const;

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

function findProperty(catalogue: Catalogue, id: string): CatalogueProperty | undefined {
  return /^\d{1,12}$/.test(id) ? catalogue.byId.get(Number(id)) : undefined;
}
