import { scriptJson } from './script-json.js';

describe('scriptJson', () => {
  const hostile = { title: '</script><script>alert(1)</script>', note: '<!-- a & b -->', lines: 'a\u2028b\u2029c' };

  it('leaves nothing that ends the script element, opens a comment or ends a line of script', () => {
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('reads back as the same data', () => {
    expect(JSON.parse(scriptJson(hostile))).toEqual(hostile);
  });
});
