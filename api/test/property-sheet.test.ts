import { formatPrice } from '@immo/shared';
import { properties } from '@immo/shared/data';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterAll(() => test.close());

const sheet = (id: number | string, lang: string) =>
  test.app.inject({ method: 'GET', url: `/api/properties/${id}/sheet?lang=${lang}` });

/** The rows of the table under heading `title`, as "attribute: value". */
function table(html: string, title: string): string[] {
  const start = html.indexOf(`<h2>${title}</h2>`);
  if (start < 0) return [];
  const body = html.slice(start, html.indexOf('</table>', start));
  return [...body.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map(
    ([, name, value]) => `${name}: ${value}`,
  );
}

describe('GET /api/properties/:id/sheet', () => {
  it('prints the attribute groups of a sale in Dutch, one table per group', async () => {
    const response = await sheet(4011958, 'nl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const headings = [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map(([, heading]) => heading);
    expect(headings).toEqual([
      'Oppervlaktes',
      'Indeling',
      'Energie',
      'Asbest',
      'Overstromingsrisico',
      'Comfort',
      'Stedenbouw',
      'Kosten',
    ]);
    expect(html.match(/<table>/g)).toHaveLength(headings.length);
    expect(table(html, 'Oppervlaktes')).toContain('Bewoonbare oppervlakte: 245 m²');
    expect(table(html, 'Indeling')).toEqual(expect.arrayContaining(['Slaapkamers: 4', 'Bouwjaar: 1912']));
    expect(table(html, 'Energie')).toEqual(
      expect.arrayContaining(['EPC-label: C', 'Specifiek energieverbruik: 245 kWh/m² per jaar']),
    );
    expect(table(html, 'Comfort')).toEqual(expect.arrayContaining(['Verwarming: Aardgas', 'Oriëntatie: Zuidwest']));
    expect(table(html, 'Stedenbouw')).toContain('Bouwvergunning: Ja');
    expect(table(html, 'Kosten')[0]).toMatch(/^Notariskosten: €\u00a0[\d.]+$/);
    // No raw data value or untranslated key reaches the visitor.
    expect(html).not.toMatch(/south_west|property:|attributes\./);
  });

  it("prints a rental's monthly charges and availability in German", async () => {
    const html = (await sheet(4013011, 'de')).body;
    expect(table(html, 'Kosten')).toContain('Nebenkosten: €\u00a0120 pro Monat');
    expect(table(html, 'Verfügbarkeit')).toEqual(['Verfügbar ab: 1. September 2026']);
  });

  it('prints no amount of a property whose price is not published: price on request, no costs', async () => {
    const hidden = properties.find((property) => !property.PublishPrice && property.Details.RegistrationRights)!;
    const { NotaryFee, RegistrationRights } = hidden.Details;
    const html = (await sheet(hidden.ID, 'nl')).body;
    expect(html).toContain(`<strong>${formatPrice(null, { lang: 'nl' })}</strong>`);
    expect(table(html, 'Kosten')).toEqual([]);
    for (const amount of [hidden.Price!, NotaryFee!, RegistrationRights!]) {
      expect(html).not.toContain(formatPrice(amount, { lang: 'nl' }));
      expect(html).not.toContain(String(amount));
    }
  });

  it('keeps escaping what it prints', async () => {
    const html = (await sheet(4011958, 'fr')).body;
    expect(html).toContain('<th scope="row">Consommation spécifique d&#39;énergie</th>');
  });

  it('answers 404 for an unknown property', async () => {
    expect((await sheet(1, 'en')).statusCode).toBe(404);
  });
});
