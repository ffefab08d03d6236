import { distanceKm, nearestFirst } from './nearest.js';

describe('similar projects', () => {
  const gent = { ID: 1, City: 'Gent', Latitude: 51.05, Longitude: 3.72 };
  const brugge = { ID: 2, City: 'Brugge', Latitude: 51.21, Longitude: 3.22 };
  const wavre = { ID: 3, City: 'Wavre', Latitude: 50.72, Longitude: 4.61 };
  const hidden = { ID: 4, City: 'Gent' };

  it('come nearest first, the origin itself left out; one without location in the same city is next door', () => {
    expect(nearestFirst([wavre, brugge, gent, hidden], gent, 1).map((p) => p.ID)).toEqual([4, 2, 3]);
    expect(nearestFirst([wavre, { ...hidden, City: 'Namur' }, brugge], gent).map((p) => p.ID)).toEqual([2, 3, 4]);
    expect(Math.round(distanceKm({ lat: 51.05, lng: 3.72 }, { lat: 51.21, lng: 3.22 }))).toBe(39);
  });

  it('without coordinates, the same city comes first', () => {
    expect(nearestFirst([wavre, hidden], { ID: 9, City: 'Gent' }).map((p) => p.ID)).toEqual([4, 3]);
    expect(nearestFirst([wavre, hidden], null).map((p) => p.ID)).toEqual([3, 4]);
  });
});
