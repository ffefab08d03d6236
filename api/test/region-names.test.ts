import { LANGUAGES, type CatalogueTreeItem, type Lang, type TreeItem } from '@immo/shared';
import { Catalogue } from '../src/catalogue/catalogue.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The demand register's region tree (GET /api/regions) is named in the language asked for. */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterAll(() => test.close());

const regionsIn = async (lang: Lang) =>
  (await test.app.inject({ method: 'GET', url: `/api/regions?lang=${lang}` })).json() as TreeItem[];

describe('GET /api/regions', () => {
  it('names every region it knows, in every language, with a name of that language', async () => {
    const english = await regionsIn('en');
    expect(english.length).toBeGreaterThan(30);
    for (const lang of LANGUAGES) {
      const answer = await regionsIn(lang);
      expect(answer.map((item) => item.ID)).toEqual(english.map((item) => item.ID));
      for (const item of answer)
        expect({ ID: item.ID, lang, Name: typeof item.Name }).toEqual({ ID: item.ID, lang, Name: 'string' });
      for (const item of answer) expect(item.Name.trim()).not.toBe('');
    }
    // The regions, and places with a name of their own per language, are not answered in English.
    const named = (answer: TreeItem[], webId: number) => answer.find((item) => item.WebID === webId)?.Name;
    const [nl, fr, de] = await Promise.all((['nl', 'fr', 'de'] as const).map(regionsIn));
    for (const answer of [nl!, fr!, de!])
      for (const region of english.filter((item) => item.ParentID === null))
        expect(named(answer, region.WebID)).not.toBe(region.Name);
    expect([1, 12, 9000, 4000].map((webId) => named(nl!, webId))).toEqual([
      'Vlaanderen',
      'Oost-Vlaanderen',
      'Gent',
      'Luik',
    ]);
    expect([1, 12, 9000, 4000].map((webId) => named(fr!, webId))).toEqual([
      'Flandre',
      'Flandre-Orientale',
      'Gand',
      'Liège',
    ]);
    expect([1, 12, 9000, 4000].map((webId) => named(de!, webId))).toEqual([
      'Flandern',
      'Ostflandern',
      'Gent',
      'Lüttich',
    ]);
    expect([1, 12, 9000, 4000].map((webId) => named(english, webId))).toEqual([
      'Flanders',
      'East Flanders',
      'Ghent',
      'Liège',
    ]);
  });
});

describe('a catalogue seeded before region names were translated', () => {
  it('answers its one name per region in every language', () => {
    const stored = [{ ID: 1, ParentID: null, Name: 'Vlaanderen', WebID: 1 }] as unknown as CatalogueTreeItem[];
    const catalogue = new Catalogue([], [], [], [], { banner: { image: '' } } as never, [], stored);
    for (const lang of LANGUAGES)
      expect(catalogue.regionsIn(lang)).toEqual([{ ID: 1, ParentID: null, Name: 'Vlaanderen', WebID: 1 }]);
  });
});
