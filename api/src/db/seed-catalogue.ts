import type {
  CatalogueCity,
  CatalogueProject,
  CatalogueProperty,
  CataloguePropertyType,
  CatalogueTreeItem,
  MenuPage,
  SiteConfig,
} from '@immo/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PropertiesTable } from './schema.js';

export type CatalogueSeed = {
  /** Properties inserted as they are (tests, benches); a start imports the sample feed instead (import/sample-catalogue.ts). */
  properties: readonly CatalogueProperty[];
  propertyTypes: readonly CataloguePropertyType[];
  cities: readonly CatalogueCity[];
  projects: readonly CatalogueProject[];
  siteConfig: SiteConfig;
  menuPages: readonly MenuPage[];
  regions: readonly CatalogueTreeItem[];
};

const BATCH = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}

export function propertyRow(property: CatalogueProperty): Insertable<PropertiesTable> {
  return {
    id: property.ID,
    goal: property.Goal,
    city: property.City,
    zip: property.Zip,
    country_id: property.CountryID,
    web_id: property.WebID,
    web_ids: property.WebIDs,
    marquee: property.Marquee,
    price: property.Price,
    project_id: property.ProjectID ?? null,
    created_at: property.CreatedAt,
    record: JSON.stringify(property),
  };
}

/**
 * Fills an empty database with the catalogue's reference data (types, cities, projects, the site's
 * settings) and the given properties; a database that has its property types is left alone.
 */
export async function seedCatalogue(db: Kysely<Database>, seed: CatalogueSeed): Promise<boolean> {
  const existing = await db.selectFrom('property_types').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const batch of chunks(seed.properties))
      await trx.insertInto('properties').values(batch.map(propertyRow)).execute();
    await trx
      .insertInto('property_types')
      .values(seed.propertyTypes.map((type) => ({ id: type.ID, record: JSON.stringify(type) })))
      .execute();
    await trx
      .insertInto('cities')
      .values(
        seed.cities.map((city) => ({
          name: city.Name,
          zip: city.Zip,
          country_id: city.CountryID,
          country_name: city.CountryName,
        })),
      )
      .execute();
    if (seed.projects.length > 0) {
      await trx
        .insertInto('projects')
        .values(seed.projects.map((project) => ({ id: project.ID, record: JSON.stringify(project) })))
        .execute();
    }
    await trx
      .insertInto('site_settings')
      .values([
        { key: 'siteConfig', value: JSON.stringify(seed.siteConfig) },
        { key: 'menuPages', value: JSON.stringify(seed.menuPages) },
        { key: 'regions', value: JSON.stringify(seed.regions) },
      ])
      .execute();
  });
  return true;
}
