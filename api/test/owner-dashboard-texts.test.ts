import { OWNER_EVENT_SOURCES, OWNER_EVENT_STATUSES, type OwnerStatistic } from '@immo/shared';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { logIn } from './owner-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

/** What the owner's dashboard reads from the API is in the owner's language, or words of the data. */
let test: TestApp;
let cookie: string;
let propertyId: number;
beforeAll(async () => {
  test = await createTestApp();
  const luc = DEMO_OWNERS.find((owner) => owner.language === 'fr')!;
  ({ cookie } = await logIn(test, luc));
  const owned = (await test.app.inject({ method: 'GET', url: '/api/owner/properties', headers: { cookie } })).json();
  propertyId = owned[0].property.ID;
});
afterAll(() => test.close());

const get = (path: string) =>
  test.app.inject({ method: 'GET', url: `/api/owner/properties/${propertyId}/${path}`, headers: { cookie } });

describe("the demo owner's events", () => {
  it("are written in the owner's language, with statuses and the agency's sources as words of the data", async () => {
    const { events } = (await get('statistics')).json() as { events: OwnerStatistic[] };
    expect(events.length).toBeGreaterThan(10);
    const portals = ['Immoweb', 'Zimmo', 'Facebook'];
    for (const event of events) {
      expect(OWNER_EVENT_STATUSES).toContain(event.status);
      expect([...OWNER_EVENT_SOURCES, ...portals]).toContain(event.source);
    }
    const of = (type: OwnerStatistic['type']) => events.filter((event) => event.type === type);
    expect(new Set(of('visit').map((event) => event.subject))).toEqual(new Set(['Visite du bien']));
    for (const event of of('online-media')) expect(event.comment).toMatch(/^\d+ consultations$/);
    expect(of('online-media').map((event) => event.subject)).not.toContain('website');
  });
});

describe("the owner's documents", () => {
  it("name the information sheet in the page's language with the property's reference, and link it in that language", async () => {
    expect((await get('documents?lang=fr')).json()).toEqual([
      {
        name: `Fiche d’information du bien ${propertyId}`,
        url: `/api/properties/${propertyId}/sheet?lang=fr`,
        size: 0,
      },
    ]);
    const [dutch] = (await get('documents?lang=nl')).json();
    expect(dutch).toMatchObject({
      name: `Infofiche van pand ${propertyId}`,
      url: `/api/properties/${propertyId}/sheet?lang=nl`,
    });
  });

  it('keep the name of any other file as stored', async () => {
    await test.db
      .insertInto('documents')
      .values({ property_id: propertyId, name: 'Plan.pdf', url: '/files/plan.pdf', size: 240_000 })
      .execute();
    const names = ((await get('documents?lang=de')).json() as Array<{ name: string }>).map((document) => document.name);
    expect(names).toEqual(['Plan.pdf', `Informationsblatt der Immobilie ${propertyId}`]);
  });
});
