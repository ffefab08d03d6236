import { isActive, isApplicationActive, remoteApplications } from '../remotes/register-remote-apps.js';
import { forgetSlot, revealSlot } from '../remotes/slot-reveal.js';
import { LAYOUT, pageSlot, showsConsent, slotId } from './layout-table.js';

const remotesOf = (page: keyof typeof LAYOUT) => LAYOUT[page].slots.map((spec) => spec.remote);

const at = (path: string) => new URL(path, 'http://localhost');

describe('which remote is on which page', () => {
  it('resolves routes in every language through the one resolver', () => {
    expect(isActive('mf-listings', at('/for-sale/'))).toBe(true);
    expect(isActive('mf-listings', at('/nl/te-koop/'))).toBe(true);
    expect(isActive('mf-listings', at('/fr/a-vendre/?city=Gent%7C9000'))).toBe(true);
    expect(isActive('mf-property-detail', at('/nl/te-koop/gent/mooie-woning/4012345/'))).toBe(true);
    expect(isActive('mf-forms', at('/nl/gratis-schatting/'))).toBe(true);
    expect(isActive('mf-owner-portal', at('/fr/login/'))).toBe(true);
    expect(isActive('mf-listings', at('/Privacy-statement/'))).toBe(false);
  });

  it('puts search and the latest properties on home', () => {
    expect(remotesOf('home')).toEqual(['mf-search', 'mf-listings']);
  });

  it("gives the 404 page the home page's search box, so a reference opens its property there too", () => {
    expect(remotesOf('not-found')).toEqual(['mf-search']);
    expect(isActive('mf-search', at('/nl/bestaat-niet/'))).toBe(true);
    expect(isActive('mf-listings', at('/nl/bestaat-niet/'))).toBe(false);
  });

  it('composes the property page of three remotes, none importing another (DESIGN §3)', () => {
    expect(remotesOf('property')).toEqual(['mf-property-detail', 'mf-forms', 'mf-listings']);
    const page = at('/fr/a-vendre/gent/maison/4012345/');
    for (const remote of ['mf-property-detail', 'mf-forms', 'mf-listings'] as const)
      expect(isActive(remote, page)).toBe(true);
  });

  it('shows the consent dialog everywhere except on preview paths (SPEC §2)', () => {
    expect(showsConsent('/nl/te-koop/')).toBe(true);
    expect(showsConsent('/preview/home/')).toBe(false);
    expect(isActive('mf-consent', at('/nl/preview-page/'))).toBe(false);
  });
});

describe('single-spa applications', () => {
  const at = (path: string) => new URL(path, 'https://immo.test');
  const applications = remoteApplications();
  const byName = (name: string) => applications.find((application) => application.name === name)!;

  it("makes a remote on several pages one application per page, so it moves to the new page's slot", () => {
    expect(applications.filter((application) => application.remote === 'mf-listings').map((app) => app.name)).toEqual(
      expect.arrayContaining(['mf-listings@home', 'mf-listings@for-sale', 'mf-listings@for-rent']),
    );
    revealSlot('slot-mf-listings');
    expect(isApplicationActive(byName('mf-listings@home'), at('/nl/'))).toBe(true);
    expect(isApplicationActive(byName('mf-listings@home'), at('/nl/te-koop/'))).toBe(false);
    expect(isApplicationActive(byName('mf-listings@for-sale'), at('/nl/te-koop/?city=Gent%7C9000'))).toBe(true);
    forgetSlot('slot-mf-listings');
  });

  it("loads home's search box when the visitor reaches for it, and its latest properties in view", () => {
    expect(isApplicationActive(byName('mf-search@home'), at('/nl/'))).toBe(false);
    expect(isApplicationActive(byName('mf-listings@home'), at('/nl/'))).toBe(false);
    revealSlot('slot-mf-search');
    expect(isApplicationActive(byName('mf-search@home'), at('/nl/'))).toBe(true);
    forgetSlot('slot-mf-search');
  });

  it('keeps one consent application for every page but previews', () => {
    expect(applications.filter((application) => application.remote === 'mf-consent')).toEqual([
      { name: 'mf-consent', remote: 'mf-consent', page: null, place: 'page' },
    ]);
    expect(isApplicationActive(byName('mf-consent'), at('/fr/a-vendre/'))).toBe(true);
    expect(isApplicationActive(byName('mf-consent'), at('/preview/home/'))).toBe(false);
  });
});

describe("a list page's search alert offer", () => {
  const offer = remoteApplications().find((application) => application.name === 'mf-forms@for-sale')!;
  const page = new URL('/nl/te-koop/?city=Gent%7C9000', 'https://immo.test');
  afterEach(() => forgetSlot('slot-mf-forms'));

  it('loads mf-forms beside the list only once the visitor nears the offer after it', () => {
    expect(offer).toMatchObject({ remote: 'mf-forms', place: 'page' });
    expect(isApplicationActive(offer, page)).toBe(false);
    revealSlot('slot-mf-forms');
    expect(isApplicationActive(offer, page)).toBe(true);
  });
});

describe('a slot below the fold', () => {
  const listings = remoteApplications().find((application) => application.name === 'mf-listings@property')!;
  const page = new URL('/nl/te-koop/gent/mooie-woning/4012345/', 'https://immo.test');
  afterEach(() => forgetSlot('slot-mf-listings'));

  it("loads its remote only once the visitor nears it: the property page's similar properties", () => {
    expect(pageSlot('property', 'mf-listings')?.load).toBe('in-view');
    expect(isApplicationActive(listings, page)).toBe(false);
    revealSlot('slot-mf-listings');
    expect(isApplicationActive(listings, page)).toBe(true);
  });

  it('waits again on the next page that shows it', () => {
    revealSlot('slot-mf-listings');
    forgetSlot('slot-mf-listings');
    expect(isApplicationActive(listings, page)).toBe(false);
  });
});

describe("the footer's slot", () => {
  const footer = remoteApplications().find((application) => application.name === 'mf-forms@footer')!;
  const at = (path: string) => new URL(path, 'https://immo.test');
  afterEach(() => forgetSlot(slotId('mf-forms', 'footer')));

  it('holds the newsletter sign-up on every page once the visitor reaches the footer', () => {
    expect(footer).toMatchObject({ remote: 'mf-forms', place: 'footer' });
    expect(isApplicationActive(footer, at('/fr/a-vendre/'))).toBe(false);
    revealSlot(slotId('mf-forms', 'footer'));
    expect(isApplicationActive(footer, at('/fr/a-vendre/'))).toBe(true);
    expect(isApplicationActive(footer, at('/de/kontakt/'))).toBe(true);
  });

  it("is not shown on the sign-up's own page, on a way out, nor where a mailed link is confirmed", () => {
    revealSlot(slotId('mf-forms', 'footer'));
    expect(isApplicationActive(footer, at('/nl/nieuwsbrief/'))).toBe(false);
    expect(isApplicationActive(footer, at('/unsubscribe/'))).toBe(false);
    expect(isApplicationActive(footer, at('/de/bestaetigen/'))).toBe(false);
    expect(isApplicationActive(footer, at('/nl/zoekalerts/'))).toBe(false);
  });

  it('mounts into an element of its own, apart from the same remote on the page', () => {
    expect(slotId('mf-forms', 'footer')).not.toBe(slotId('mf-forms'));
  });
});
