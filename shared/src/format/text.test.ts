import fc from 'fast-check';
import { cutText, stripMarkup } from './cut-text.js';
import { foldAccents, searchKey } from './fold-accents.js';
import { formatPhone } from './phone.js';

describe('cutText (SPEC §5)', () => {
  it('keeps a short text and strips its markup', () => {
    expect(cutText('<p>Ruime <strong>woning</strong> &amp; tuin</p>')).toBe('Ruime woning & tuin');
    expect(cutText(null)).toBe('');
  });

  it('cuts at the last space when it lies past 80 % of the limit', () => {
    const text = 'aaaa bbbb cccc dddd eeee';
    // limit 20: head "aaaa bbbb cccc dddd " has its last space at 19 > 16.
    expect(cutText(text, 20)).toBe('aaaa bbbb cccc dddd…');
  });

  it('cuts at the limit when the last space is too early', () => {
    expect(cutText('short averyveryverylongwordthatgoeson', 20)).toBe('short averyveryveryl…');
  });

  it('uses 250 characters by default', () => {
    const long = 'woord '.repeat(100);
    const cut = cutText(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(251);
    expect(cut.length).toBeGreaterThan(200);
  });

  it('decodes entities and drops scripts', () => {
    expect(stripMarkup('a&nbsp;b &#233;t&#xE9; <script>alert(1)</script>c')).toBe('a b été c');
  });

  it('never exceeds the limit, keeps a prefix of the text, and ends with an ellipsis only when cut', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'é', 'z'), maxLength: 400 }),
        fc.integer({ min: 5, max: 300 }),
        (text, limit) => {
          const plain = stripMarkup(text);
          const cut = cutText(text, limit);
          if (plain.length <= limit) {
            expect(cut).toBe(plain);
          } else {
            expect(cut.endsWith('…')).toBe(true);
            const body = cut.slice(0, -1);
            expect(body.length).toBeLessThanOrEqual(limit);
            expect(plain.startsWith(body)).toBe(true);
            expect(body.length).toBeGreaterThanOrEqual(Math.floor(limit * 0.8) - 1);
          }
        },
      ),
    );
  });
});

describe('foldAccents (SPEC §5 search)', () => {
  it.each([
    ['Liège', 'Liege'],
    ['Málaga', 'Malaga'],
    ['Jávea', 'Javea'],
    ['Saint-Rémy-de-Provence', 'Saint-Remy-de-Provence'],
    ['Wallonië', 'Wallonie'],
    ['Straße', 'Strasse'],
    ['Œuvre', 'OEuvre'],
    ['Gent', 'Gent'],
  ])('%s → %s', (input, output) => expect(foldAccents(input)).toBe(output));

  it('is idempotent, leaves ASCII alone and yields no combining marks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const folded = foldAccents(text);
        expect(foldAccents(folded)).toBe(folded);
        expect(folded).not.toMatch(/[\u0300-\u036f]/);
      }),
    );
    fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => expect(foldAccents(text)).toBe(text)));
  });

  it('gives one search key to every spelling', () => {
    expect(searchKey('LIÈGE')).toBe(searchKey('liege'));
  });
});

describe('formatPhone properties (SPEC §5)', () => {
  it('groups any 10 digits 4-2-2-2 and any 9 digits 3-2-2-2, keeping the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const formatted = formatPhone(digits);
        expect(formatted).toMatch(/^\d{4} \d{2} \d{2} \d{2}$/);
        expect(formatted.replace(/ /g, '')).toBe(digits);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        expect(formatPhone(digits)).toMatch(/^\d{3} \d{2} \d{2} \d{2}$/);
      }),
    );
  });

  it('returns other input unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const digits = text.replace(/[\s./-]/g, '');
        fc.pre(!/^\d{9,10}$/.test(digits));
        expect(formatPhone(text)).toBe(text);
      }),
    );
  });
});
