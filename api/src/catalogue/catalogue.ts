import {
  PropertyIdSchema,
  buildSearchIndex,
  inLanguage,
  propertyInLanguage,
  searchKey,
  type CatalogueCity,
  type CatalogueProject,
  type CatalogueProperty,
  type CataloguePropertyType,
  type CatalogueTreeItem,
  type Lang,
  type MenuPage,
  type Property,
  type SiteConfig,
  type TreeItem,
} from '@immo/shared';
import { sanitizeDescription } from './description-markup.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { onPostgres } from '../db/dialect.js';
import { mapGivingWay, takeTurn } from '../event-loop/give-way.js';

/** Rows per read of a reload on SQLite, where a read holds the event loop (~5 ms each on this machine). */
const RELOAD_PAGE = 500;

type ChangedRow = { id: number | string; record: string; withdrawn_at: string | null };

/** A property's new record, or null when it leaves the site (withdrawn). */
type Replacement = readonly [id: number, record: CatalogueProperty | null];

/** What an import wrote: its records as stored, and the ids it withdrew. */
export type ImportedChanges = { written: readonly CatalogueProperty[]; withdrawn: readonly number[] };

/**
 * The rows imports changed since `sinceVersion`, of whole runs only (an import commits its rows with the
 * catalogue version it raises). On PostgreSQL one query: the loop is free while the database answers.
 * On SQLite a read is synchronous (10,000 rows held the loop ~110 ms), so the rows come in pages with a
 * turn of the loop between them, in one read transaction: one snapshot, and no run commits between
 * the pages (the transaction holds the process's one connection, ~110 ms as before).
 */
async function changedRows(db: Kysely<Database>, sinceVersion: number): Promise<ChangedRow[]> {
  const changedSince = (reader: Kysely<Database>) =>
    reader
      .selectFrom('properties')
      .select(['id', 'record', 'withdrawn_at'])
      .where('catalogue_version', '>', sinceVersion);
  if (onPostgres(db)) return changedSince(db).execute();
  return db.transaction().execute(async (trx) => {
    const rows: ChangedRow[] = [];
    for (let after = Number.MIN_SAFE_INTEGER; ;) {
      const page = await changedSince(trx).where('id', '>', after).orderBy('id').limit(RELOAD_PAGE).execute();
      rows.push(...page);
      if (page.length < RELOAD_PAGE) return rows;
      after = Number(page.at(-1)!.id);
      await takeTurn();
    }
  });
}

/**
 * The catalogue held in memory: it is small (tens of thousands of rows at most) and read on
 * every page, so the API answers from here and pre-serializes what it sends.
 */
export class Catalogue {
  readonly byId: ReadonlyMap<number, CatalogueProperty>;
  /** Every picture the catalogue shows (`/media/{owner}/{n}.jpg`): the only ones /media renders. */
  readonly mediaPaths: ReadonlySet<string>;

  constructor(
    readonly properties: readonly CatalogueProperty[],
    readonly types: readonly CataloguePropertyType[],
    readonly cities: readonly CatalogueCity[],
    readonly projects: readonly CatalogueProject[],
    readonly siteConfig: SiteConfig,
    readonly menuPages: readonly MenuPage[],
    readonly regions: readonly CatalogueTreeItem[],
  ) {
    this.byId = new Map(properties.map((property) => [property.ID, property]));
    this.mediaPaths = new Set(
      [
        ...properties.flatMap((property) => [...property.Pictures, property.SmallPictureItem]),
        ...projects.map((project) => project.SmallPictureItem),
      ]
        .map((picture) => picture?.Url)
        .concat(siteConfig.banner.image, siteConfig.banner.gallery ?? [])
        .filter((url): url is string => typeof url === 'string' && url.startsWith('/media/')),
    );
  }

  /** The property a page's path names by its id (`…/4011958/…`), read with the one rule of an id. */
  propertyNamed(id: string | undefined): CatalogueProperty | undefined {
    const parsed = PropertyIdSchema.safeParse(id);
    return parsed.success ? this.byId.get(parsed.data) : undefined;
  }

  /** The whole catalogue from the database (at a start, or when asked to read everything again). */
  static async load(db: Kysely<Database>): Promise<Catalogue> {
    const [rows, reference] = await Promise.all([
      // A withdrawn property (an import no longer lists it) is off the site: no page, list, search or sitemap.
      db
        .selectFrom('properties')
        .select('record')
        .where('withdrawn_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute(),
      loadReference(db),
    ]);
    return Catalogue.of(
      rows.map((row) => JSON.parse(row.record) as CatalogueProperty),
      reference,
    );
  }

  /**
   * This catalogue with what imports changed since `sinceVersion` (the rows they marked with a later
   * catalogue version): only those records are read and parsed, not the whole catalogue again, so an
   * instance refreshing after an import spends milliseconds rather than half a second on 20,000 properties.
   */
  async withChangesSince(db: Kysely<Database>, sinceVersion: number): Promise<Catalogue> {
    const [changed, reference] = await Promise.all([changedRows(db, sinceVersion), loadReference(db)]);
    // Parsed in slices: a reload after an import that changed every record parses them all, and the
    // instance goes on answering meanwhile (event-loop/give-way.ts).
    const records = await mapGivingWay(changed, (row) =>
      row.withdrawn_at === null ? (JSON.parse(row.record) as CatalogueProperty) : null,
    );
    return this.replacing(
      changed.map((row, index) => [Number(row.id), records[index] ?? null]),
      reference,
    );
  }

  /**
   * This catalogue with an import this instance has just committed on it, from the records as the
   * import wrote them (each parsed from its row's JSON, paced, during the run): the same catalogue
   * `withChangesSince` would read back, without reading every written row from the database again
   * while the instance is serving.
   */
  async withImported(db: Kysely<Database>, imported: ImportedChanges): Promise<Catalogue> {
    const reference = await loadReference(db);
    return this.replacing(
      [
        ...imported.written.map((record): Replacement => [record.ID, record]),
        ...imported.withdrawn.map((id): Replacement => [id, null]),
      ],
      reference,
    );
  }

  /** With each id's record replaced, added, or taken off (null), newest first as the lists show them. */
  private replacing(replacements: readonly Replacement[], reference: ReferenceData): Catalogue {
    const byId = new Map(this.byId);
    for (const [id, record] of replacements) {
      if (record) byId.set(id, record);
      else byId.delete(id);
    }
    return Catalogue.of([...byId.values()].sort(newestFirst), reference);
  }

  private static of(properties: CatalogueProperty[], reference: ReferenceData): Catalogue {
    return new Catalogue(
      properties,
      reference.types,
      reference.cities,
      reference.projects,
      reference.siteConfig,
      reference.menuPages,
      reference.regions,
    );
  }

  /** SPEC §3 Property in one language. */
  property(record: CatalogueProperty, lang: Lang): Property {
    const property = propertyInLanguage(record, lang);
    return { ...property, Description: sanitizeDescription(property.Description) };
  }

  /**
   * SPEC §3 Tree items (the demand register's regions) named in one language. A catalogue seeded
   * before the names were translated holds one name per item: `inLanguage` answers it as it is.
   */
  regionsIn(lang: Lang): TreeItem[] {
    return inLanguage(this.regions, lang);
  }

  searchIndex(lang: Lang) {
    return buildSearchIndex({ properties: this.properties, types: this.types, cities: this.cities }, lang);
  }

  /** SPEC §3 Property type with its computed counts. */
  typesWithCounts(lang: Lang) {
    const index = this.searchIndex(lang);
    return this.types.map((type) => {
      const counts = index.types.find((entry) => entry.webId === type.WebID);
      return {
        ...type,
        Name: type.Name[lang],
        language: lang,
        countSaleProperty: counts?.sale ?? 0,
        countRentProperty: counts?.rent ?? 0,
      };
    });
  }

  /** SPEC §3 City with its counts and accent-folded search name. */
  citiesWithCounts(lang: Lang) {
    const index = this.searchIndex(lang);
    return this.cities.map((city, position) => {
      const counts = index.cities[position];
      const sale = counts?.sale ?? 0;
      const rent = counts?.rent ?? 0;
      return {
        ...city,
        PropertyCount: sale + rent,
        countSaleProperty: sale,
        countRentProperty: rent,
        SearchName: searchKey(city.Name),
        language: lang,
      };
    });
  }
}

/** Newest first, as the lists show them by default (the order the full load asks the database for). */
function newestFirst(a: CatalogueProperty, b: CatalogueProperty): number {
  return a.CreatedAt < b.CreatedAt ? 1 : a.CreatedAt > b.CreatedAt ? -1 : 0;
}

/** Everything of the catalogue but its properties: small tables, read whole each time. */
type ReferenceData = {
  types: CataloguePropertyType[];
  cities: CatalogueCity[];
  projects: CatalogueProject[];
  siteConfig: SiteConfig;
  menuPages: MenuPage[];
  regions: CatalogueTreeItem[];
};

async function loadReference(db: Kysely<Database>): Promise<ReferenceData> {
  const [types, cities, projects, settings] = await Promise.all([
    db.selectFrom('property_types').select('record').execute(),
    db.selectFrom('cities').selectAll().orderBy('name').execute(),
    db.selectFrom('projects').select('record').execute(),
    db.selectFrom('site_settings').selectAll().execute(),
  ]);
  const setting = <T>(key: string): T => {
    const row = settings.find((entry) => entry.key === key);
    if (!row) throw new Error(`site setting ${key} is missing`);
    return JSON.parse(row.value) as T;
  };
  return {
    types: types.map((row) => JSON.parse(row.record) as CataloguePropertyType),
    cities: cities.map((row) => ({
      Name: row.name,
      Zip: row.zip,
      CountryID: row.country_id,
      CountryName: row.country_name,
    })),
    projects: projects.map((row) => JSON.parse(row.record) as CatalogueProject),
    siteConfig: setting<SiteConfig>('siteConfig'),
    menuPages: setting<MenuPage[]>('menuPages'),
    regions: setting<CatalogueTreeItem[]>('regions'),
  };
}
