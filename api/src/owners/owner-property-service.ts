import {
  propertyCard,
  publicProperty,
  type Lang,
  type OwnerDocument,
  type OwnerProperty,
  type PropertyStatistics,
} from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ownerDocuments } from './owner-documents.js';
import type { OwnerDeps } from './owner-services.js';
import { propertyStatistics } from './statistics.js';

/** SPEC §6: an owner sees their own properties only. */
async function ownsProperty(db: Kysely<Database>, ownerId: number, propertyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('owner_properties')
    .select('property_id')
    .where('owner_id', '=', ownerId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The owner's properties still in the catalogue, each as a list card in `lang`, with its manager. */
export async function ownerProperties(deps: OwnerDeps, ownerId: number, lang: Lang): Promise<OwnerProperty[]> {
  const rows = await deps.db.selectFrom('owner_properties').selectAll().where('owner_id', '=', ownerId).execute();
  const catalogue = deps.catalogue();
  return rows.flatMap((row) => {
    const record = catalogue.byId.get(row.property_id);
    if (!record) return [];
    return [
      {
        property: propertyCard(publicProperty(catalogue.property(record, lang))),
        manager: { name: row.manager_name, email: row.manager_email, phone: row.manager_phone },
      },
    ];
  });
}

/** The figures of one of the owner's properties over `days` days; null when it is not theirs. */
export async function ownedPropertyStatistics(
  deps: OwnerDeps,
  ownerId: number,
  propertyId: number,
  days: number,
): Promise<PropertyStatistics | null> {
  if (!(await ownsProperty(deps.db, ownerId, propertyId))) return null;
  return propertyStatistics(deps.db, propertyId, deps.now(), days);
}

/** The documents of one of the owner's properties, named in `lang`; null when it is not theirs. */
export async function ownedPropertyDocuments(
  deps: OwnerDeps,
  ownerId: number,
  propertyId: number,
  lang: Lang,
): Promise<OwnerDocument[] | null> {
  if (!(await ownsProperty(deps.db, ownerId, propertyId))) return null;
  return ownerDocuments(deps.db, propertyId, lang, deps.translate(lang));
}
