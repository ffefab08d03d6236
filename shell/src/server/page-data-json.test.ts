import { scriptJson } from '@immo/shared/federation';
import type { PageData } from '../layout/page-data.js';
import { pageDataJson } from './page-data-json.js';

const common = { nav: { home: 'Home' } };
const listings = { card: { photoAlt: 'Foto van {{title}} </script>' } };
const page = (translations: PageData['translations'], lang: PageData['lang'] = 'nl'): PageData => ({
  lang,
  shell: { status: 200, config: {} as PageData['shell']['config'], menu: [] },
  translations,
});

describe("the page data's JSON", () => {
  it('is what scriptJson makes of the whole page, escaped for a script element', () => {
    const data = page({ common, listings });
    expect(pageDataJson(data)).toBe(scriptJson(data));
    expect(JSON.parse(pageDataJson(data))).toEqual(data);
    expect(pageDataJson(data)).not.toContain('</script>');
  });

  it('writes new texts of the same namespaces anew (a remote redeployed with new texts)', () => {
    expect(pageDataJson(page({ common, listings }))).toContain('Foto van');
    const redeployed = { card: { photoAlt: 'Foto: {{title}}' } };
    expect(JSON.parse(pageDataJson(page({ common, listings: redeployed }))).translations.listings).toEqual(redeployed);
    expect(JSON.parse(pageDataJson(page({ common }, 'fr'))).translations).toEqual({ common });
  });
});
