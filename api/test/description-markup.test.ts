import { sanitizeDescription } from '../src/catalogue/description-markup.js';

describe('the markup of a property description', () => {
  it('keeps paragraphs, emphasis and lists', () => {
    const html = '<p>A <strong>bright</strong> house</p><ul><li>garden</li></ul>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('removes scripts, handlers, styles and frames an import may carry', () => {
    const html =
      '<p onclick="steal()">Nice<script>steal()</script></p><style>body{}</style><iframe src="https://x.test"></iframe><img src=x onerror=steal()>';
    expect(sanitizeDescription(html)).toBe('<p>Nice</p>');
  });

  it('lets a link out open apart, passing nothing on, and drops javascript: links', () => {
    expect(sanitizeDescription('<a href="https://example.org" target="_self">plan</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">plan</a>',
    );
    const unsafe = sanitizeDescription('<a href="javascript:alert(1)">x</a>');
    expect(unsafe).not.toMatch(/href|javascript/);
    expect(unsafe).toMatch(/>x<\/a>$/);
  });
});
