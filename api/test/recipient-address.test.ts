import fc from 'fast-check';
import { recipientKey } from '../src/mail/recipient-address.js';

describe('recipientKey: the mailbox an address reaches, as the cap per recipient counts it', () => {
  it.each([
    ['ann@gmail.com', 'ann@gmail.com'],
    ['A.N.N+x@gmail.com', 'ann@gmail.com'],
    ['a.n.n+x+y@googlemail.com', 'ann@gmail.com'],
    ['  Ann@GMAIL.COM. ', 'ann@gmail.com'],
    ['an.peeters+offers@Example.BE', 'anpeeters@example.be'],
    ['ann@bücher.de', 'ann@xn--bcher-kva.de'],
    ['ａｎｎ@ｇｍａｉｌ．ｃｏｍ', 'ann@gmail.com'],
  ])('%s is %s', (address, key) => {
    expect(recipientKey(address)).toBe(key);
  });

  it('keeps apart what are two mailboxes everywhere', () => {
    expect(recipientKey('ann@gmail.com')).not.toBe(recipientKey('anne@gmail.com'));
    expect(recipientKey('ann@example.be')).not.toBe(recipientKey('ann@example.nl'));
  });

  const local = fc.stringMatching(/^[a-z0-9_-]{1,20}$/);
  const domain = fc.constantFrom('gmail.com', 'googlemail.com', 'example.be', 'mail.example.org');
  /** `word` written another way: some letters in capitals, dots between letters, a +tag. */
  const respelled = (word: string) =>
    fc
      .tuple(
        fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }),
        fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }),
        fc.option(fc.stringMatching(/^[a-z0-9.+-]{0,10}$/), { nil: undefined }),
      )
      .map(([upper, dot, tag]) => {
        const letters = [...word].map(
          (c, i) => (upper[i] ? c.toUpperCase() : c) + (dot[i] && i < word.length - 1 ? '.' : ''),
        );
        return letters.join('') + (tag === undefined ? '' : `+${tag}`);
      });

  it('gives every spelling of one mailbox the same key', () => {
    fc.assert(
      fc.property(
        local.chain((name) => fc.tuple(fc.constant(name), respelled(name))),
        domain,
        fc.boolean(),
        ([name, written], at, upperDomain) => {
          const canonical = recipientKey(`${name}@${at}`);
          expect(recipientKey(`${written}@${upperDomain ? at.toUpperCase() : at}`)).toBe(canonical);
        },
      ),
    );
  });

  it('is a fixed point: a key is its own key, with no dot or + left in its local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const key = recipientKey(address);
        expect(recipientKey(key)).toBe(key);
        expect(key.slice(0, key.lastIndexOf('@'))).not.toMatch(/[.+]/);
      }),
    );
  });
});
