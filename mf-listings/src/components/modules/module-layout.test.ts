import { findModule, moduleLayout, type ServedMenuPage, type ServedModule } from './module-layout.js';

describe('module layout', () => {
  const module = {
    title: 'Latest properties',
    titleSize: 'h3',
    position: 1,
    span: 12,
    col: { sm: 12, md: 12, lg: 8 },
    sort: 2,
    view: 'list',
    backgroundType: 'color',
    colorBackground: '#f4f1ec',
    relations: { type: 'property-list', id: 'latest' },
    status: true,
    numberItemOfRow: 3,
    maxItems: 6,
    isHasSubcategories: false,
  } as ServedModule;

  it('honours the settings of SPEC §3', () => {
    expect(moduleLayout(module)).toMatchObject({
      title: 'Latest properties',
      titleOrder: 3,
      view: 'list',
      perRow: 3,
      maxItems: 6,
      col: { lg: 8 },
      background: '#f4f1ec',
    });
  });

  it('falls back to SPEC §9: 4 items per row, at most 4', () => {
    expect(moduleLayout(null, 'Latest')).toMatchObject({ title: 'Latest', perRow: 4, maxItems: 4, view: 'grid' });
    expect(moduleLayout({ ...module, numberItemOfRow: 40 }).perRow).toBe(6);
  });

  it("finds a page's first active module of a kind", () => {
    const page = (path: string, modules: ServedModule[], childMenus: ServedMenuPage[] = []) =>
      ({ path, childMenus, params: { modules } }) as unknown as ServedMenuPage;
    const later = { ...module, position: 5, title: 'Later' };
    const off = { ...module, position: 0, status: false, title: 'Off' };
    const menu = [page('home', [later, off, module]), page('parent', [], [page('for-sale', [module])])];
    expect(findModule(menu, 'home', 'property-list')?.title).toBe('Latest properties');
    expect(findModule(menu, 'for-sale', 'property-list')).not.toBeNull();
    expect(findModule(menu, 'home', 'project-list')).toBeNull();
    expect(findModule(menu, 'nowhere', 'property-list')).toBeNull();
  });
});
