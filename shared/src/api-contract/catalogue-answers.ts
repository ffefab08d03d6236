// The answers of the API's catalogue and site routes, as zod schemas (issue 26): the API documents
// (and, where it does not send a pre-serialized string, serialises) with them; the client's types
// are derived from them. A property, its card and the search index have theirs beside the functions
// that make them (listing/public-property.ts, search/search-index.ts).
import { z } from 'zod';
import { CitySchema, TreeItemSchema } from '../entities/city.js';
import { LocalizedTextSchema } from '../entities/localized.js';
import { MenuPageSchema } from '../entities/menu.js';
import { CatalogueProjectSchema } from '../entities/project.js';
import { PropertyTypeSchema } from '../entities/property-type.js';
import { SiteConfigSchema } from '../entities/site.js';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '../federation/remotes.js';
import type { ListPage } from '../listing/filter-properties.js';
import { PropertyCardSchema, type PropertyCard } from '../listing/public-property.js';
import { inLanguageSchema } from './in-language-schema.js';

/** GET /api/properties: one page of the list a query asks for. */
export const PropertyListPageSchema = z
  .object({
    items: z.array(PropertyCardSchema).describe("This page's properties, in the asked order."),
    total: z.number().int().nonnegative().describe('How many properties match the query, on every page.'),
    page: z.number().int().positive().describe('This page (a page past the end gives the last one).'),
    pages: z.number().int().positive().describe('How many pages there are; at least 1.'),
    pageSize: z.number().int().positive(),
  })
  .describe('One page of the properties that match the query: "page x of y".');

/** GET /api/properties/{id}/similar. */
export const SimilarPropertiesSchema = z
  .array(PropertyCardSchema)
  .describe('At most 4 properties like this one (same goal and type, still on the market), nearest in price first.');

export const PropertyTypesAnswerSchema = z
  .array(PropertyTypeSchema)
  .describe(
    'SPEC §3 property types, named in the asked language, with how many properties of each are for sale and for rent.',
  );

export const CitiesAnswerSchema = z
  .array(CitySchema)
  .describe('SPEC §3 cities with their counts and their accent-folded name (SearchName), in name order.');

export const RegionsAnswerSchema = z
  .array(TreeItemSchema)
  .describe('SPEC §3 tree items: the regions and sub-regions of the demand register, named in the asked language.');

/** A new-build project as the browser may see it (`publicProject`): an unpublished address left out. */
export const PublicProjectSchema = inLanguageSchema(CatalogueProjectSchema);
export const ProjectsAnswerSchema = z
  .array(PublicProjectSchema)
  .describe(
    'SPEC §3 new-build projects in the asked language; Street and HouseNumber are empty and BoxNr, Latitude, ' +
      'Longitude absent when the address is not published (PublicAddress false).',
  );

export const SiteConfigAnswerSchema = inLanguageSchema(SiteConfigSchema).describe(
  "The site's configuration (header, top bar, banner, footer, languages, search box) with every text in the asked language.",
);

/** SPEC §3 "Menu page" in one language; recursive (childMenus), so it is a component of its own. */
export const MenuPageAnswerSchema = inLanguageSchema(MenuPageSchema).register(z.globalRegistry, {
  id: 'MenuPage',
  description: 'A menu page with its texts in the asked language; childMenus are its sub-pages.',
});
export const MenuAnswerSchema = z
  .array(MenuPageAnswerSchema)
  .describe('The published menu pages in their order, each with its published sub-pages.');

/** GET /api/page-title: what the shell shows after an in-site navigation. */
export const PageTitleSchema = z
  .object({
    title: z.string().describe("The page's title, as its server-rendered head has it."),
    paths: LocalizedTextSchema.optional().describe(
      "The page's path in every language, for the language links (a property's path differs per language); " +
        'absent when the page has none (an unknown page).',
    ),
  })
  .describe('The title and the language paths of the page at `path`.');

/** One URL per remote that has one, by remote name. */
function urlPerRemote(description: string) {
  const url = z.string().optional().describe(description);
  return z.object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, url])) as Record<RemoteName, typeof url>);
}

/** GET /remotes.json. */
export const RemotesManifestSchema = urlPerRemote("The URL of the remote's mf-manifest.json.")
  .extend({
    server: urlPerRemote("The URL of the remote's server-bundle manifest.")
      .optional()
      .describe('Where the site server loads each remote it renders (DESIGN §7); absent when it renders none.'),
  })
  .describe('Where each deployed micro-frontend is: the shell loads the remotes listed here.');

/** Compiles only when A and B are the same type, both ways (a type kept beside its schema). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
// The generic list page and the manifest keep their own types (the page is generic; remotes.json's
// type is read by the shell, which loads no zod): their schemas must say the same.
type _ListPageAgrees = Holds<Same<z.output<typeof PropertyListPageSchema>, ListPage<PropertyCard>>>;
type _RemotesManifestAgrees = Holds<Same<z.output<typeof RemotesManifestSchema>, RemotesManifest>>;
