/**
 * @jest-environment node
 */
import { preloadedI18n } from './remote-i18n.js';

const listings = { title: 'Panden te koop' };
const common = { siteName: 'Immo Lys' };

describe('preloadedI18n', () => {
  it('is ready at once with the texts it was given', () => {
    const i18n = preloadedI18n(['listings'], 'nl', { listings, common });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('nl');
    expect(i18n.t('listings:title')).toBe('Panden te koop');
    expect(i18n.t('common:siteName')).toBe('Immo Lys');
  });

  // A server render gets the same bundled text objects on every request.
  it('gives the same instance for the same language, namespaces and text objects', () => {
    const first = preloadedI18n(['listings'], 'nl', { listings, common });
    expect(preloadedI18n(['listings'], 'nl', { listings, common })).toBe(first);
  });

  it('starts another for another language, other namespaces or other texts', () => {
    const first = preloadedI18n(['listings'], 'nl', { listings, common });
    const french = preloadedI18n(['listings'], 'fr', { listings: { title: 'Biens à vendre' }, common });
    expect(french).not.toBe(first);
    expect(french.t('listings:title')).toBe('Biens à vendre');
    expect(preloadedI18n(['listings', 'common'], 'nl', { listings, common })).not.toBe(first);
    const changed = preloadedI18n(['listings'], 'nl', { listings, common: { siteName: 'Immo Leie' } });
    expect(changed).not.toBe(first);
    expect(changed.t('common:siteName')).toBe('Immo Leie');
  });

  // A namespace loaded later goes into the instance's own copy, not into the caller's texts.
  it("leaves the caller's texts as they were when the instance gains a namespace", () => {
    const texts = { listings, common };
    const i18n = preloadedI18n(['listings'], 'de', texts);
    i18n.addResourceBundle('de', 'search', { label: 'Suchen' });
    expect(Object.keys(texts)).toEqual(['listings', 'common']);
    expect(preloadedI18n(['listings'], 'de', { listings, common })).toBe(i18n);
  });
});
