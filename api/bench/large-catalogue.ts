import {
  cities,
  generateCatalogue,
  menuPages,
  projects,
  properties,
  propertyTypes,
  regions,
  siteConfig,
} from '@immo/shared/data';
import type { openDatabase } from '../src/db/database.js';
import { seedCatalogue } from '../src/db/seed-catalogue.js';

/** The benchmarks' catalogue size: the sample catalogue plus this many generated properties. */
export const GENERATED_COUNT = 10_000;

/**
 * Seeds a fresh database with the benchmarks' catalogue. Owners and extras are not read by what the
 * benchmarks measure, and seeding owners hashes passwords with argon2 (slow on purpose), so only the
 * catalogue is seeded. Answers how many properties it holds.
 */
export async function seedLargeCatalogue(db: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const catalogue = [...properties, ...generateCatalogue(GENERATED_COUNT)];
  await seedCatalogue(db, { properties: catalogue, propertyTypes, cities, projects, siteConfig, menuPages, regions });
  return catalogue.length;
}
