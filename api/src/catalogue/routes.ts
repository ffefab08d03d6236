import {
  CitiesAnswerSchema,
  MenuAnswerSchema,
  ProjectsAnswerSchema,
  PropertyIdParamsSchema,
  PropertyListPageSchema,
  PropertyTypesAnswerSchema,
  PublicPropertySchema,
  RegionsAnswerSchema,
  SearchIndexSchema,
  SimilarPropertiesSchema,
  SiteConfigAnswerSchema,
  type Lang,
} from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBody } from '../http/api-error.js';
import { sendPreserialized } from '../http/preserialized.js';
import { requestLanguage } from '../http/request-language.js';
import { LangQuerySchema, NotModifiedSchema, routeSchema } from '../http/route-schema.js';
import type { SecurityHeaders } from '../http/security.js';
import type { Translate } from '../i18n/translator.js';
import type { Catalogue } from './catalogue.js';
import { PropertyListRequestSchema, PropertySheetSchema } from './catalogue-schemas.js';
import { CatalogueService, type WholeCatalogueAnswer } from './catalogue-service.js';

export type CatalogueDeps = {
  catalogue: () => Catalogue;
  translate: (lang: Lang) => Translate;
  /** The printable sheet's own policy (http/security.ts). */
  sheetSecurity: SecurityHeaders;
};

/** GET /api/{name}: what each whole-catalogue answer is called and is. */
const WHOLE_ROUTES: Record<WholeCatalogueAnswer, { summary: string; answer: z.ZodType }> = {
  config: { summary: "The site's configuration", answer: SiteConfigAnswerSchema },
  menu: { summary: 'The menu', answer: MenuAnswerSchema },
  types: { summary: 'Property types with their counts', answer: PropertyTypesAnswerSchema },
  cities: { summary: 'Cities with their counts', answer: CitiesAnswerSchema },
  'search-index': { summary: "The search box's index", answer: SearchIndexSchema },
  regions: { summary: 'Regions of the demand register', answer: RegionsAnswerSchema },
  projects: { summary: 'New-build projects', answer: ProjectsAnswerSchema },
};

/** A read of the catalogue in the language of `?lang=` (else Accept-Language). */
const CATALOGUE_READ = { tags: ['catalogue'], querystring: LangQuerySchema } as const;

/**
 * The read-mostly catalogue: every JSON answer pre-serialized once per language and query, with an
 * ETag (catalogue-service.ts); these routes read the request and send what the service gives.
 */
export async function catalogueRoutes(fastify: FastifyInstance, deps: CatalogueDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answers = new CatalogueService(deps);
  app.addHook('onClose', async () => answers.clear());
  const notFound = (lang: Lang) => errorBody('propertyNotFound', lang, deps.translate(lang));

  for (const [name, { summary, answer }] of Object.entries(WHOLE_ROUTES)) {
    const schema = routeSchema({ ...CATALOGUE_READ, summary, response: { 200: answer, 304: NotModifiedSchema } });
    app.get(`/api/${name}`, { schema }, async (request, reply) =>
      sendPreserialized(request, reply, answers.whole(name as WholeCatalogueAnswer, requestLanguage(request))),
    );
  }

  const list = routeSchema({
    tags: ['catalogue'],
    summary: 'Properties that match a search, a page at a time',
    querystring: PropertyListRequestSchema,
    response: { 200: PropertyListPageSchema, 304: NotModifiedSchema },
  });
  app.get('/api/properties', { schema: list }, async (request, reply) => {
    const { lang: _lang, ...query } = request.query;
    return sendPreserialized(request, reply, answers.propertyList(query, requestLanguage(request)));
  });

  const property = routeSchema({
    ...CATALOGUE_READ,
    summary: 'One property',
    params: PropertyIdParamsSchema,
    response: { 200: PublicPropertySchema.describe('The property in the asked language.'), 304: NotModifiedSchema },
    errors: { 404: ['propertyNotFound'] },
  });
  app.get('/api/properties/:id', { schema: property }, async (request, reply) => {
    const lang = requestLanguage(request);
    const answer = answers.property(request.params.id, lang);
    return answer ? sendPreserialized(request, reply, answer) : reply.code(404).send(notFound(lang));
  });

  const similar = routeSchema({
    ...CATALOGUE_READ,
    summary: 'Properties like this one',
    params: PropertyIdParamsSchema,
    response: { 200: SimilarPropertiesSchema, 304: NotModifiedSchema },
    errors: { 404: ['propertyNotFound'] },
  });
  app.get('/api/properties/:id/similar', { schema: similar }, async (request, reply) => {
    const lang = requestLanguage(request);
    const answer = answers.similar(request.params.id, lang);
    return answer ? sendPreserialized(request, reply, answer) : reply.code(404).send(notFound(lang));
  });

  const sheet = routeSchema({
    tags: ['catalogue'],
    summary: "A property's printable information sheet",
    params: PropertyIdParamsSchema,
    querystring: LangQuerySchema,
    response: { 200: PropertySheetSchema },
    errors: { 404: ['propertyNotFound'] },
  });
  app.get(
    '/api/properties/:id/sheet',
    { schema: sheet, config: { securityHeaders: deps.sheetSecurity } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const html = answers.sheet(request.params.id, lang);
      return html === undefined
        ? reply.code(404).send(notFound(lang))
        : reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
