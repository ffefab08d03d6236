import { isActive } from '../remotes/register-remote-apps.js';
import { remotesOf, showsConsent } from './page-slots.js';

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
    expect(remotesOf('not-found')).toEqual([]);
  });

  it('shows the consent dialog everywhere except on preview paths (SPEC §2)', () => {
    expect(showsConsent('/nl/te-koop/')).toBe(true);
    expect(showsConsent('/preview/home/')).toBe(false);
    expect(isActive('mf-consent', at('/nl/preview-page/'))).toBe(false);
  });
});
