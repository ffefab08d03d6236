import type { Lang, OwnerDocument } from '@immo/shared';
import type { Kysely } from 'kysely';
import { sheetPath } from '../catalogue/sheet.js';
import type { Database } from '../db/schema.js';
import type { Translate } from '../i18n/translator.js';

/**
 * SPEC §6: the documents of a property as its owner reads them. A stored row names a file; the
 * information sheet is the site's own, so the site names it, in the owner's language and with the
 * property's reference (as in the documents mail), and links it in that language. Its stored name
 * (`sheet` in databases seeded so far) is a file name, never shown.
 */
export async function ownerDocuments(
  db: Kysely<Database>,
  propertyId: number,
  lang: Lang,
  t: Translate,
): Promise<OwnerDocument[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['name', 'url', 'size'])
    .where('property_id', '=', propertyId)
    .orderBy('name')
    .execute();
  const sheet = sheetPath(propertyId);
  return rows.map((row) =>
    row.url === sheet
      ? { name: t('mail:documents.sheet', { reference: propertyId }), url: `${sheet}?lang=${lang}`, size: row.size }
      : row,
  );
}
