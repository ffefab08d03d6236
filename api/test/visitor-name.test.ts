import fc from 'fast-check';
import { plainMessage, plainName } from '../src/mail/visitor-name.js';

describe('plainName: a name as a mail to a visitor or their friend writes it', () => {
  it.each([
    ['An Peeters', 'An Peeters'],
    ['Anne-Marie O’Brien', 'Anne-Marie O’Brien'],
    ['Dr. Jan  Smet', 'Dr. Jan Smet'],
    ['An http://evil.example/x Peeters', 'An Peeters'],
    ['An HTTPS://evil.example', 'An'],
    ['An www.evil.example', 'An'],
    ['An evil.example/win', 'An'],
    ['An spam.be', 'An'],
    ['An mailto:x@evil.example', 'An'],
    ['An x@evil.example', 'An'],
    ['An\nPeeters\r\nBcc: x', 'An Peeters x'],
    ['An\u2028Peeters\u202eX', 'An Peeters X'],
    ['An ｅｖｉｌ．ｅｘａｍｐｌｅ', 'An'],
    ['http://evil.example', ''],
  ])('%j is %j', (name, plain) => {
    expect(plainName(name)).toBe(plain);
  });

  it('never leaves a line break, a scheme, www. or a dotted domain', () => {
    const pieces = fc.constantFrom(
      'An',
      'Peeters',
      ' ',
      '\n',
      '\r',
      '\t',
      'http://',
      'www.',
      'evil',
      '.',
      'example',
      '/',
      ':',
      '@',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const plain = plainName(parts.join(''));
        expect(plain).not.toMatch(/[\r\n\t:/@]|www\.|\w\.\w{2,}|^ | $| {2}/);
      }),
    );
  });
});

describe('plainMessage: a message mailed to a friend', () => {
  it('keeps its lines and words, without links', () => {
    expect(plainMessage('Kijk eens!\r\nMooi huis, www.evil.example\n\n\n\nGroetjes, An')).toBe(
      'Kijk eens!\nMooi huis,\n\nGroetjes, An',
    );
    expect(plainMessage('Win nu: https://evil.example/prize')).toBe('Win nu:');
  });

  it('never carries a link-like word, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const word of plainMessage(text).split(/\s+/)) {
          expect(word.replace(/[.,:;!?)]+$/, '')).not.toMatch(/[@/\\:]|www\./i);
        }
      }),
    );
  });
});
