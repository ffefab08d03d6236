import { localizeLinks } from './ConfiguredHtml.js';

describe('links in configured HTML (SPEC §2: every internal link through the path table)', () => {
  it('maps internal links to the visitor language and keeps external ones', () => {
    const html =
      '<a href="/Buitenland/">abroad</a> <a href="/for-sale/?city=Gent%7C9000">Gent</a> <a href="https://example.com/x">x</a>';
    expect(localizeLinks(html, 'nl')).toBe(
      '<a href="/nl/buitenland/">abroad</a> <a href="/nl/te-koop/?city=Gent%7C9000">Gent</a> <a href="https://example.com/x">x</a>',
    );
  });

  it('sends an unknown internal link to the home page of the language', () => {
    expect(localizeLinks('<a href="/no-such-page/">x</a>', 'fr')).toBe('<a href="/fr/">x</a>');
  });
});
