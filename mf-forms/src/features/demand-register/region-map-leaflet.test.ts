import L from 'leaflet';
import { showRegionMap, type RegionMapOptions } from './region-map-leaflet';

// jsdom has no layout: this checks what the map does with its zones and events, not how it looks
// (the lead checks that in a browser).
const maps: L.Map[] = [];
L.Map.addInitHook(function (this: L.Map) {
  maps.push(this);
});

function openMap(overrides: Partial<RegionMapOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const options: RegionMapOptions = {
    zones: [
      { id: '9000', lat: 51.0543, lng: 3.7174, label: 'Gent (9000)' },
      { id: '2000', lat: 51.2194, lng: 4.4025, label: 'Antwerpen (2000)' },
    ],
    selected: ['9000'],
    tiles: 'https://tiles.invalid/{z}/{x}/{y}.png',
    lang: 'nl',
    texts: { zoomIn: 'Inzoomen', zoomOut: 'Uitzoomen' },
    onToggle: jest.fn(),
    onArea: jest.fn(),
    onDrawEnd: jest.fn(),
    ...overrides,
  };
  const handle = showRegionMap(container, options);
  const map = maps.at(-1)!;
  const points = new Map<string, L.CircleMarker>();
  map.eachLayer((layer) => {
    if (layer instanceof L.CircleMarker) points.set(String(layer.getTooltip()?.getContent()), layer);
  });
  return { handle, map, points, options, container };
}

describe('the region map', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a point per zone, filled when chosen, and follows the choice', () => {
    const { handle, points } = openMap();
    expect([...points.keys()]).toEqual(['Gent (9000)', 'Antwerpen (2000)']);
    expect(points.get('Gent (9000)')!.options.fillColor).toBe('#1c5d99');
    expect(points.get('Antwerpen (2000)')!.options.fillColor).toBe('#ffffff');
    handle.select(['2000']);
    expect(points.get('Gent (9000)')!.options.fillColor).toBe('#ffffff');
    expect(points.get('Antwerpen (2000)')!.options.fillColor).toBe('#1c5d99');
    handle.remove();
  });

  it('tells which zone a click chose; an area drawn with Geoman chooses the zones inside it', async () => {
    const { handle, map, points, options } = openMap();
    points.get('Antwerpen (2000)')!.fire('click');
    expect(options.onToggle).toHaveBeenCalledWith('2000');

    await handle.draw(true);
    expect(map.pm.globalDrawModeEnabled()).toBe(true);
    // While drawing, a click on a point places a corner: it chooses nothing.
    points.get('Gent (9000)')!.fire('click');
    expect(options.onToggle).toHaveBeenCalledTimes(1);
    const area = L.polygon([
      [51.1, 3.5],
      [51.1, 3.9],
      [50.9, 3.9],
      [50.9, 3.5],
    ]).addTo(map);
    map.fire('pm:create', { shape: 'Polygon', layer: area });
    expect(options.onArea).toHaveBeenCalledWith(['9000']);
    expect(map.hasLayer(area)).toBe(false);

    await handle.draw(false);
    expect(map.pm.globalDrawModeEnabled()).toBe(false);
    expect(options.onDrawEnd).toHaveBeenCalled();
    points.get('Gent (9000)')!.fire('click');
    expect(options.onToggle).toHaveBeenLastCalledWith('9000');
    handle.remove();
  });
});
