import { zonesInside, type PlacedZone } from './zone-geometry';

const zones: PlacedZone[] = [
  { id: '9000', lat: 51.0543, lng: 3.7174 }, // Gent
  { id: '9800', lat: 50.9833, lng: 3.5333 }, // Deinze
  { id: '2000', lat: 51.2194, lng: 4.4025 }, // Antwerpen
  { id: '1000', lat: 50.8467, lng: 4.3525 }, // Brussel
];

describe('zonesInside', () => {
  it('chooses the zones whose point lies inside a drawn area', () => {
    // A box around Gent and Deinze.
    const box = [
      { lat: 51.1, lng: 3.4 },
      { lat: 51.1, lng: 3.8 },
      { lat: 50.9, lng: 3.8 },
      { lat: 50.9, lng: 3.4 },
    ];
    expect(zonesInside(box, zones)).toEqual(['9000', '9800']);
  });

  it('follows a concave outline: a point in its notch is outside', () => {
    // A "U" open to the north around Brussel: Antwerpen and Brussel lie in the notch.
    const u = [
      { lat: 51.3, lng: 3.0 },
      { lat: 51.3, lng: 4.0 },
      { lat: 50.9, lng: 4.0 },
      { lat: 50.9, lng: 4.8 },
      { lat: 51.3, lng: 4.8 },
      { lat: 51.3, lng: 5.0 },
      { lat: 50.7, lng: 5.0 },
      { lat: 50.7, lng: 3.0 },
    ];
    expect(zonesInside(u, zones)).toEqual(['9000', '9800', '1000']);
    expect(zonesInside(u, [{ id: 'notch', lat: 51.2, lng: 4.4 }])).toEqual([]);
  });

  it('is the same whichever way the outline is drawn, and needs three corners', () => {
    const triangle = [
      { lat: 51.5, lng: 4.0 },
      { lat: 50.6, lng: 3.6 },
      { lat: 50.6, lng: 4.8 },
    ];
    expect(zonesInside(triangle, zones)).toEqual(zonesInside([...triangle].reverse(), zones));
    expect(zonesInside(triangle.slice(0, 2), zones)).toEqual([]);
    expect(zonesInside([], zones)).toEqual([]);
  });
});
