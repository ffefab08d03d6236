import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeAreas, isForSale, pagePath, type CatalogueProperty, type LatLng } from '@immo/shared';
import { properties } from '@immo/shared/data';
import { simpleParser } from 'mailparser';
import { loadLiveAlerts } from '../src/alerts/live-alerts.js';
import { PROPERTIES_PER_MAIL } from '../src/alerts/news-mail.js';
import { HAND_ON_GRACE_MS } from '../src/import/hand-on-changes.js';
import { queueAlertNews } from '../src/alerts/queue-news.js';
import { propertyLink } from '../src/leads/property-facts.js';
import { MAILS_PER_RECIPIENT_PER_DAY } from '../src/mail/recipient-cap.js';
import { createTranslator } from '../src/i18n/translator.js';
import { fileTransport } from '../src/mail/transport.js';
import { exampleFeed, importFeed } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';
import { ADDRESS, askAlert, confirmedAlert, linkIn, sentMails } from './search-alert-helpers.js';

const ORIGIN = 'https://www.immolys.example';
const HOUR_MS = 60 * 60 * 1000;
let test: TestApp;

const forSale = properties.filter((property) => isForSale(property));
const gent = forSale.find((property) => property.City === 'Gent')!;
const antwerpen = forSale.find((property) => property.City === 'Antwerpen')!;
const forRent = properties.find((property) => !isForSale(property))!;

const added = (...list: CatalogueProperty[]) =>
  test.app.alerts.afterImport({ added: list.map((property) => property.ID), priceDrops: [] });

/** What an import does to a property whose price went down, then tells the alerts. */
async function lowerPrice(property: CatalogueProperty, to: number) {
  const row = await test.db
    .selectFrom('properties')
    .select('record')
    .where('id', '=', property.ID)
    .executeTakeFirstOrThrow();
  const record = JSON.parse(row.record) as CatalogueProperty;
  const from = record.Price!;
  await test.db
    .updateTable('properties')
    .set({ price: to, record: JSON.stringify({ ...record, Price: to }) })
    .where('id', '=', property.ID)
    .execute();
  await test.app.alerts.afterImport({ added: [], priceDrops: [{ id: property.ID, from, to }] });
}

describe('search alert mails', () => {
  beforeEach(async () => {
    test = await createTestApp({ seedOwners: false, env: { SITE_ORIGIN: ORIGIN, LEADS_PER_MINUTE: '100' } });
  });
  afterEach(() => test.close());

  it('sends nothing for an alert not confirmed; once confirmed, a matching import mails it at once', async () => {
    expect((await askAlert(test)).statusCode).toBe(201);
    const [confirmation] = await sentMails(test);
    await added(gent);
    expect(await sentMails(test)).toEqual([]);
    expect(await test.db.selectFrom('alert_matches').selectAll().execute()).toEqual([]);

    await test.app.inject({
      method: 'POST',
      url: '/api/confirmations',
      payload: { token: /#confirm=(\S{43})/.exec(confirmation!.text)![1] },
    });
    await added(antwerpen);
    const mails = await sentMails(test);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[ADDRESS, 'New properties for your search (1)']]);
    expect(mails[0]!.text).toContain(propertyLink(antwerpen, 'en', ORIGIN));
    expect(mails[0]!.text).not.toContain(propertyLink(gent, 'en', ORIGIN));
    const [row] = await test.db.selectFrom('outbox').selectAll().where('kind', '=', 'search-alert').execute();
    expect(row!.list_unsubscribe).toMatch(new RegExp(`^${ORIGIN}/api/alerts/\\d+/unsubscribe\\?token=`));
  });

  it("mails what a real import adds (the app hands its changes to the alerts), in the alert's language", async () => {
    await confirmedAlert(test, { language: 'nl', filters: { goal: 'sale', city: 'Gent|9000', maxPrice: '500000' } });
    const feed = exampleFeed();
    const report = await importFeed(test, feed, { mode: 'delta', afterImport: test.app.alerts.afterImport });
    expect(report.outcome).toBe('imported');
    const [mail, ...others] = await sentMails(test);
    expect(others).toEqual([]);
    expect(mail!.subject).toMatch(/^Nieuwe panden voor uw zoekopdracht/);
    const gentRow = await test.db
      .selectFrom('properties')
      .select('id')
      .where('external_id', '=', feed.properties[0]!.externalId as string)
      .executeTakeFirstOrThrow();
    expect(mail!.text).toContain(`/${gentRow.id}/`);
  });

  it('mails what an import left unhanded (its process stopped after the commit) at a later sweep, once', async () => {
    await confirmedAlert(test, { language: 'nl', filters: { goal: 'sale', city: 'Gent|9000', maxPrice: '500000' } });
    // No afterImport: the run's process ended before handing its changes on.
    expect((await importFeed(test, exampleFeed(), { mode: 'delta' })).outcome).toBe('imported');
    expect(await test.app.alerts.handOnLeftChanges()).toBe(0); // its own process may still be at it
    test.clock.advance(HAND_ON_GRACE_MS + 1000);
    expect(await test.app.alerts.handOnLeftChanges()).toBe(1);
    expect(await sentMails(test)).toHaveLength(1);
    expect(await test.app.alerts.handOnLeftChanges()).toBe(0);
    // A run that handed its changes on itself is not taken up again.
    const feed = exampleFeed();
    const another = { ...feed, properties: [{ ...feed.properties[0]!, externalId: 'CRM-NEW' }] };
    const report = await importFeed(test, another, { mode: 'delta', afterImport: test.app.alerts.afterImport });
    expect(report.added).toBe(1);
    test.clock.advance(HAND_ON_GRACE_MS + 1000);
    expect(await test.app.alerts.handOnLeftChanges()).toBe(0);
  });

  it(`shows at most ${PROPERTIES_PER_MAIL} properties a mail, each with picture, price and link, and links the rest`, async () => {
    await confirmedAlert(test, { filters: { goal: 'sale' } });
    const news = forSale.slice(0, PROPERTIES_PER_MAIL + 2);
    await added(...news);
    const [mail, ...others] = await sentMails(test);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`New properties for your search (${news.length})`);
    const linked = news.filter((property) => mail!.text.includes(propertyLink(property, 'en', ORIGIN)));
    expect(linked).toHaveLength(PROPERTIES_PER_MAIL);
    expect(mail!.text).toContain('2 more: see them all on our website:');
    expect(mail!.text).toContain(`${ORIGIN}/for-sale/\n`);
    const shown = linked[0]!;
    expect(mail!.html).toContain(`src="${ORIGIN}${shown.SmallPictureItem!.Url}?w=400"`);
    expect(mail!.text).toContain(`${shown.Zip} ${shown.City}`);
    expect(mail!.text).toMatch(/€\s?\d/);
  });

  it('mails a property once per alert, and again only when its price drops below the one mailed', async () => {
    await confirmedAlert(test, { filters: { goal: 'sale', city: 'Gent' } });
    await added(gent);
    expect(await sentMails(test)).toHaveLength(1);
    await added(gent);
    expect(await sentMails(test)).toEqual([]);

    await lowerPrice(gent, gent.Price! - 10_000);
    const [dropped] = await sentMails(test);
    expect(dropped!.text).toContain('(price lowered)');
    expect(dropped!.text).toContain(propertyLink(gent, 'en', ORIGIN));
    // The same price again is no news; nor is a rise.
    await lowerPrice(gent, gent.Price! - 10_000);
    await lowerPrice(gent, gent.Price!);
    expect(await sentMails(test)).toEqual([]);
  });

  it('takes the price a digest showed as the one a later drop is measured against', async () => {
    await confirmedAlert(test, { frequency: 'daily', filters: { goal: 'sale', city: 'Gent' } });
    await added(gent);
    // Cheaper again before the digest: the digest shows this price.
    await lowerPrice(gent, gent.Price! - 20_000);
    test.clock.advance(24 * HOUR_MS);
    expect(await test.app.alerts.sendDigests()).toBe(1);
    expect(await sentMails(test)).toHaveLength(1);
    // Above the price the visitor saw, below the first one: no news.
    await lowerPrice(gent, gent.Price! - 10_000);
    test.clock.advance(24 * HOUR_MS);
    expect(await test.app.alerts.sendDigests()).toBe(0);
  });

  it('mails nothing for an alert ended between finding its news and queueing it (another instance ended it)', async () => {
    const id = await confirmedAlert(test, { frequency: 'daily', filters: { goal: 'sale', city: 'Gent' } });
    await added(gent);
    const [alert] = await loadLiveAlerts(test.db);
    await test.db
      .updateTable('search_alerts')
      .set({ ended_at: test.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
    const context = { siteOrigin: ORIGIN, translate: await createTranslator(), linkSecret: 'x' };
    const queued = await test.db.transaction().execute((trx) => queueAlertNews(trx, context, alert!, test.clock.now()));
    expect(queued).toBe(false);
    expect(await sentMails(test)).toEqual([]);
  });

  it(`is not held by the daily cap of mails to a visitor's mailbox (${MAILS_PER_RECIPIENT_PER_DAY}): the address confirmed it`, async () => {
    await confirmedAlert(test, { filters: { goal: 'sale' } });
    const news = forSale.slice(0, MAILS_PER_RECIPIENT_PER_DAY + 1);
    for (const property of news) await added(property);
    expect(await sentMails(test)).toHaveLength(news.length);
  });

  it('does not mail a property its filters do not show', async () => {
    await confirmedAlert(test, { filters: { goal: 'sale', city: 'Gent' } });
    await confirmedAlert(test, { email: 'luc.dubois@example.be', filters: { goal: 'rent' } });
    await added(antwerpen);
    expect(await sentMails(test)).toEqual([]);
    await added(forRent);
    expect((await sentMails(test)).map((mail) => mail.to)).toEqual(['luc.dubois@example.be']);
  });

  it('keeps a drawn area, and mails a new property inside it and not one outside or with a hidden address', async () => {
    // A circle of 60 points around the centre of Ghent: longer than any other parameter of a list.
    const circle = Array.from({ length: 60 }, (_, index): LatLng => {
      const angle = (index / 60) * 2 * Math.PI;
      return [51.05 + 0.025 * Math.sin(angle), 3.72 + 0.04 * Math.cos(angle)];
    });
    const area = encodeAreas([circle]);
    expect(area.length).toBeGreaterThan(200);
    const hidden = forSale.find((property) => property.City === 'Gent' && !property.PublishAddress)!;
    expect([gent.PublishAddress, hidden.PublishAddress]).toEqual([true, false]);
    await confirmedAlert(test, { filters: { goal: 'sale', area } });
    const stored = await test.db.selectFrom('search_alerts').select('filters').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.filters)).toEqual({ goal: 'sale', area });
    await added(antwerpen, hidden);
    expect(await sentMails(test)).toEqual([]);
    await added(gent);
    const [mail] = await sentMails(test);
    expect(mail!.text).toContain(propertyLink(gent, 'en', ORIGIN));
  });

  it('mails a daily alert once a day, with what matched since its last digest', async () => {
    await confirmedAlert(test, { frequency: 'daily', filters: { goal: 'sale' } });
    await added(gent);
    expect(await sentMails(test)).toEqual([]);
    expect(await test.app.alerts.sendDigests()).toBe(0);

    test.clock.advance(24 * HOUR_MS);
    expect(await test.app.alerts.sendDigests()).toBe(1);
    expect(await test.app.alerts.sendDigests()).toBe(0);
    const [digest] = await sentMails(test);
    expect(digest!.text).toContain(propertyLink(gent, 'en', ORIGIN));

    await added(antwerpen);
    test.clock.advance(23 * HOUR_MS);
    expect(await test.app.alerts.sendDigests()).toBe(0);
    test.clock.advance(HOUR_MS);
    expect(await test.app.alerts.sendDigests()).toBe(1);
    const [next] = await sentMails(test);
    expect(next!.text).toContain(propertyLink(antwerpen, 'en', ORIGIN));
    expect(next!.text).not.toContain(propertyLink(gent, 'en', ORIGIN));
  });

  it("sends an instant alert's news left unmailed (its instance stopped before queueing it) at the next check", async () => {
    const id = await confirmedAlert(test, { filters: { goal: 'sale', city: 'Gent' } });
    // What recordMatches left when the process died before queueing the mail.
    await test.db
      .insertInto('alert_matches')
      .values({
        alert_id: id,
        property_id: gent.ID,
        reason: 'new',
        price: gent.Price,
        matched_at: test.clock.now().toISOString(),
        mailed_at: null,
      })
      .execute();
    expect(await test.app.alerts.sendDigests()).toBe(1);
    const [mail] = await sentMails(test);
    expect(mail!.text).toContain(propertyLink(gent, 'en', ORIGIN));
    expect(await test.app.alerts.sendDigests()).toBe(0);
  });

  it("writes a Dutch alert's mail in Dutch, with its links in Dutch", async () => {
    const id = await confirmedAlert(test, { language: 'nl', filters: { goal: 'sale', city: 'Gent' } });
    await added(gent);
    const [mail] = await sentMails(test);
    expect(mail!.subject).toBe('Nieuwe panden voor uw zoekopdracht (1)');
    expect(mail!.text).toContain('Een nieuw of goedkoper pand past bij uw zoekopdracht');
    expect(mail!.text).toContain(propertyLink(gent, 'nl', ORIGIN));
    const stop = linkIn(mail!.text, new RegExp(`${ORIGIN}${pagePath('alerts', 'nl')}\\S+end=\\d+`));
    expect(stop.searchParams.get('end')).toBe(String(id));
    expect(stop.searchParams.get('email')).toBe(ADDRESS);
    // The page's link lists the alerts with the signature it carries.
    const listed = await test.app.inject({ method: 'GET', url: `/api/alerts${stop.search}` });
    expect(listed.json()).toEqual([expect.objectContaining({ id, language: 'nl' })]);
  });
});

describe('the .eml of an alert mail', () => {
  let outbox: string;
  beforeEach(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'immo-alert-eml-'));
    test = await createTestApp({ seedOwners: false, transport: fileTransport(outbox), env: { SITE_ORIGIN: ORIGIN } });
  });
  afterEach(async () => {
    await test.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) and a visible way out', async () => {
    expect((await askAlert(test)).statusCode).toBe(201);
    await test.app.outbox.flush();
    const [confirmationFile] = readdirSync(outbox);
    const confirmation = await simpleParser(readFileSync(join(outbox, confirmationFile!)));
    expect(confirmation.headers.get('list-unsubscribe-post')).toBeUndefined();
    const token = /#confirm=([A-Za-z0-9_-]{43})/.exec(confirmation.text!)![1];
    expect((await test.app.inject({ method: 'POST', url: '/api/confirmations', payload: { token } })).statusCode).toBe(
      200,
    );
    rmSync(join(outbox, confirmationFile!));

    await added(gent);
    await test.app.outbox.flush();
    const [file] = readdirSync(outbox);
    const eml = readFileSync(join(outbox, file!), 'utf8');
    const mail = await simpleParser(eml);
    // The headers unfolded, as a mail program reads them (a long header goes on over several lines).
    const raw = eml.split('\n\n')[0]!.replace(/\n[ \t]+/g, ' ');
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${ORIGIN}/api/alerts/\\d+/unsubscribe\\?token=[\\w-]+>$`, 'm'));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.text).toContain('Stop this search alert:');
    expect(mail.html).toContain('Stop this search alert</a>');
    expect(mail.html).toContain('See or end your search alerts</a>');

    // The header's URL is the one-click POST that ends the alert.
    const url = new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(raw)![1]!);
    const clicked = await test.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.json()).toEqual({ ok: true, ended: 1 });
  });
});
