import {
  epcLabelText,
  formatPrice,
  formatSheetValue,
  propertyEpc,
  propertySheet as attributeGroups,
  stripMarkup,
  type Lang,
  type PublicProperty,
  type SheetGroup,
  streetLine,
} from '@immo/shared';
import type { Translate } from '../i18n/translator.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escape(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Where a property's information sheet is (`GET /api/properties/:id/sheet`, app.ts). */
export function sheetPath(propertyId: number): string {
  return `/api/properties/${propertyId}/sheet`;
}

/** One group of the attribute sheet: its heading and a table of its attributes. */
function groupTable(group: SheetGroup, lang: Lang, t: Translate): string {
  const rows = group.rows
    .map(
      (row) =>
        `<tr><th scope="row">${escape(t(row.key))}</th><td>${escape(formatSheetValue(row.value, t, lang))}</td></tr>`,
    )
    .join('');
  return `<h2>${escape(t(group.title))}</h2>\n<table>${rows}</table>`;
}

/**
 * The information sheet of a property: the document every property has, sent on a document
 * request and listed in the owner portal. A printable HTML page in the visitor's language, with
 * the same attribute groups as the detail page. Made from the public view (`publicProperty`) only,
 * so an unpublished price, the amounts that go with it and an unpublished street are not in it.
 */
export function propertySheet(property: PublicProperty, lang: Lang, t: Translate): string {
  const epc = propertyEpc(property);
  const address = property.PublishAddress ? streetLine(property) : '';
  const groups = attributeGroups(property).map((group) => groupTable(group, lang, t));
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(property.Title)} — ${escape(property.ID)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}h2{font-size:1.1rem;margin:1.5rem 0 .25rem}table{border-collapse:collapse;width:100%}th{text-align:left;padding-right:1rem;font-weight:600;width:50%}td,th{border-bottom:1px solid #ddd;padding:.25rem .5rem}</style>
</head><body>
<h1>${escape(property.Title)}</h1>
<p>${escape(property.TypeDescription)} · ${escape(address ? `${address}, ` : '')}${escape(property.Zip)} ${escape(property.City)} · ${escape(t('property:attributes.reference'))} ${escape(property.ID)}</p>
<p><strong>${escape(formatPrice(property.Price, { priceUnit: property.PriceUnit, lang }))}</strong>${epc ? ` · ${escape(t('property:attributes.epcLabel'))} ${escape(epcLabelText(epc.label))}` : ''}</p>
<div>${escape(stripMarkup(property.Description))}</div>
${groups.join('\n')}
</body></html>`;
}
