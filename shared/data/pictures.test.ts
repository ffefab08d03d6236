import { generateCatalogue, pictureStyleOf, pictureSvg, pictureSvgForPath, projects, properties } from './index.js';

/** Checks that every element is closed in order: enough to catch a broken SVG writer. */
function isWellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g)) {
    const [, closing, name = '', , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  // Nothing may be left that the tag pattern did not recognise.
  const stripped = xml.replace(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g, '');
  return stack.length === 0 && !stripped.includes('<') && !stripped.includes('>');
}

describe('pictureSvg', () => {
  const first = properties.find((p) => p.Pictures.length > 0);
  if (!first) throw new Error('no property with pictures');

  it('returns a well-formed SVG document of the requested size', () => {
    const svg = pictureSvg(first.ID, 1, 1360, 906);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('width="1360"');
    expect(svg).toContain('height="906"');
    expect(pictureSvg(first.ID, 1, 400, 267)).toContain('width="400" height="267"');
    expect(isWellFormed(svg)).toBe(true);
  });

  it('draws no text and no broken numbers, for every picture of the catalogue', () => {
    for (const p of properties) {
      for (let index = 1; index <= p.Pictures.length; index += 1) {
        const svg = pictureSvg(p.ID, index, 600, 400);
        expect(svg).not.toMatch(/<text|NaN|undefined|Infinity/);
        expect(isWellFormed(svg)).toBe(true);
      }
    }
  });

  it('is deterministic', () => {
    expect(pictureSvg(first.ID, 2, 600, 400)).toBe(pictureSvg(first.ID, 2, 600, 400));
  });

  it('varies between properties and between the pictures of one property', () => {
    const fronts = new Set(properties.map((p) => pictureSvg(p.ID, 1, 600, 400)));
    expect(fronts.size).toBe(properties.length);
    const own = new Set([1, 2, 3, 4].map((index) => pictureSvg(first.ID, index, 600, 400)));
    expect(own.size).toBe(4);
  });

  it('draws what the property is', () => {
    const plot = properties.find((p) => p.WebID === 4);
    const flat = properties.find((p) => p.WebID === 2);
    expect(plot && pictureStyleOf(plot.ID)).toBe('land');
    expect(flat && pictureStyleOf(flat.ID)).toBe('apartment');
    expect(pictureStyleOf(projects[0]?.ID ?? 0)).toBe('apartment');
    const generatedPlot = generateCatalogue(200).find((p) => p.WebID === 4);
    expect(generatedPlot && pictureStyleOf(generatedPlot.ID)).toBe('land');
  });
});

describe('pictureSvgForPath', () => {
  it('serves every picture URL of the catalogue, projects and the banner', () => {
    const urls = [
      ...properties.flatMap((p) => p.Pictures.map((picture) => picture.Url)),
      ...projects.flatMap((project) => (project.SmallPictureItem ? [project.SmallPictureItem.Url] : [])),
      '/media/banner/1.jpg',
    ];
    for (const url of urls) expect(pictureSvgForPath(url, 400, 300)?.startsWith('<svg')).toBe(true);
    expect(pictureSvgForPath('/media/4011842/1.jpg', 400, 300)).toBe(pictureSvg(4011842, 1, 400, 300));
  });

  it('returns null for anything else', () => {
    expect(pictureSvgForPath('/media/../etc/passwd')).toBeNull();
    expect(pictureSvgForPath('/other/1/1.jpg')).toBeNull();
  });
});
