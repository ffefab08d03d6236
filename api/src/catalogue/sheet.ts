import { formatPrice, propertyEpc, epcLabelText, type Lang, type Property } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escape(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * The information sheet of a property: the document every property has, sent on a document
 * request and listed in the owner portal. A printable HTML page in the visitor's language.
 */
export function propertySheet(property: Property & { Status: string }, lang: Lang, t: Translate): string {
  const epc = propertyEpc(property);
  const details = Object.entries(property.Details)
    .filter(([, value]) => typeof value === 'number' || typeof value === 'string')
    .map(
      ([key, value]) =>
        `<tr><th scope="row">${escape(t(`property:attributes.${key}`, { defaultValue: key }))}</th><td>${escape(value)}</td></tr>`,
    )
    .join('');
  const address = [property.Street, property.HouseNumber].filter(Boolean).join(' ');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(property.Title)} — ${escape(property.ID)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}th{text-align:left;padding-right:1rem;font-weight:600}td,th{border-bottom:1px solid #ddd;padding:.25rem .5rem}</style>
</head><body>
<h1>${escape(property.Title)}</h1>
<p>${escape(property.TypeDescription)} · ${escape(address ? `${address}, ` : '')}${escape(property.Zip)} ${escape(property.City)} · Ref. ${escape(property.ID)}</p>
<p><strong>${escape(formatPrice(property.Price, { priceUnit: property.PriceUnit, lang }))}</strong>${epc ? ` · EPC ${escape(epcLabelText(epc.label))}` : ''}</p>
<div>${escape(property.Description.replace(/<[^>]*>/g, ' '))}</div>
<table>${details}</table>
</body></html>`;
}
