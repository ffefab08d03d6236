import { regions } from '@immo/shared/data';
import { inLanguage, type TreeItem } from '@immo/shared';
import { filterTree, regionTree, withZones, zoneIdsOf } from './region-tree';

describe('the region tree of the demand register', () => {
  it('groups the municipalities by region and province, each a zone named by its postal code', () => {
    const tree = regionTree(inLanguage(regions, 'nl'), 'nl');
    expect(tree.groups.map((group) => group.name)).toEqual([
      'Vlaanderen',
      'Wallonië',
      'Brussels Hoofdstedelijk Gewest',
    ]);
    const flanders = tree.groups[0]!;
    expect(flanders.zones).toEqual([]);
    const eastFlanders = flanders.groups.find((group) => group.name === 'Oost-Vlaanderen')!;
    expect(eastFlanders.zones.map((zone) => zone.label)).toEqual([
      'Deinze (9800)',
      'Gent (9000)',
      'Sint-Martens-Latem (9830)',
    ]);
    // Brussels has no provinces: its municipalities are the region's own zones.
    expect(tree.groups[2]!.zones.map((zone) => zone.name)).toEqual([
      'Brussel',
      'Elsene',
      'Schaarbeek',
      'Sint-Lambrechts-Woluwe',
      'Ukkel',
    ]);
    expect(tree.byId.size).toBe(24);
    expect(zoneIdsOf(flanders)).toHaveLength(12);
  });

  it('copes with odd data: a lost parent, a zone twice, a cycle, a WebID that is no postal code', () => {
    const items: TreeItem[] = [
      { ID: 1, ParentID: null, Name: 'Region', WebID: 1 },
      { ID: 2, ParentID: 1, Name: 'Gent', WebID: 9000 },
      { ID: 3, ParentID: 1, Name: 'Gent again', WebID: 9000 },
      { ID: 4, ParentID: 99, Name: 'Orphan', WebID: 42 },
      { ID: 5, ParentID: 6, Name: 'Loop A', WebID: 5 },
      { ID: 6, ParentID: 5, Name: 'Loop B', WebID: 6 },
    ];
    const tree = regionTree(items, 'en');
    expect(tree.groups).toHaveLength(1);
    expect(tree.groups[0]!.zones).toEqual([{ id: '9000', name: 'Gent', zip: '9000', label: 'Gent (9000)' }]);
    expect(tree.loose).toEqual([{ id: '42', name: 'Orphan', zip: null, label: 'Orphan' }]);
    expect([...tree.byId.keys()].sort()).toEqual(['42', '9000']);
  });

  it('finds zones by name without accents or by the start of their postal code, and whole groups by name', () => {
    const tree = regionTree(inLanguage(regions, 'fr'), 'fr');
    const labels = (query: string) => {
      const shown = filterTree(tree, query);
      const all = (group: (typeof shown.groups)[number]): string[] => [
        ...group.zones.map((zone) => zone.label),
        ...group.groups.flatMap(all),
      ];
      return [...shown.loose.map((zone) => zone.label), ...shown.groups.flatMap(all)];
    };
    expect(labels('liege')).toEqual(['Liège (4000)']);
    expect(labels('83')).toEqual(['Knokke-Heist (8300)']);
    expect(labels('Limbourg')).toEqual(['Hasselt (3500)']);
    expect(labels('nowhere')).toEqual([]);
    expect(labels('  ')).toHaveLength(24);
  });

  it('adds zones once, in the order chosen, and drops them', () => {
    expect(withZones(['9000'], ['2000', '9000', '2000'], true)).toEqual(['9000', '2000']);
    expect(withZones(['9000', '2000', '1000'], ['2000', '4000'], false)).toEqual(['9000', '1000']);
  });
});
