import { inLanguage } from '@immo/shared';
import { citySeeds, regions } from '@immo/shared/data';
import { regionTree } from './region-tree';
import { placeZones, ZONE_POSITIONS } from './zone-positions';

describe('the positions of the zones on the region map', () => {
  it('are the sample cities’ own (the copy has not drifted)', () => {
    const belgian = citySeeds.filter((city) => city.country === 'belgium');
    expect(Object.keys(ZONE_POSITIONS).sort()).toEqual(belgian.map((city) => city.zip).sort());
    for (const city of belgian) expect(ZONE_POSITIONS[city.zip]).toEqual([city.lat, city.lng]);
  });

  it('place every zone of the sample region tree; a zone without one stays off the map', () => {
    const { byId } = regionTree(inLanguage(regions, 'en'), 'en');
    const { placed, unplaced } = placeZones(byId.values());
    expect(unplaced).toEqual([]);
    expect(placed).toContainEqual({ id: '9000', lat: 51.0543, lng: 3.7174 });
    const elsewhere = { id: '4700', name: 'Eupen', zip: '4700', label: 'Eupen (4700)' };
    expect(placeZones([elsewhere]).unplaced).toEqual([elsewhere]);
  });
});
