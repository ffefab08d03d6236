import L from 'leaflet';
import { showListMap, type ListMapMarker, type ListMapOptions } from './list-map-leaflet';
import { BRUGGE, GENT } from '../area-fixtures';

// jsdom has no layout: this checks what the map does with its markers, areas and Geoman's events,
// not how it looks (the browser test draws with a mouse).
const maps: L.Map[] = [];
L.Map.addInitHook(function (this: L.Map) {
  maps.push(this);
});

function marker(id: number, lat: number, lng: number): ListMapMarker {
  return { id, lat, lng, title: `House ${id}`, label: 'House · 9000 Gent', price: null, href: `/property/${id}/` };
}

function openMap(overrides: Partial<ListMapOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const options: ListMapOptions = {
    markers: [marker(1, 51.05, 3.72), marker(2, 50.85, 4.35)],
    areas: [GENT],
    tiles: 'https://tiles.invalid/{z}/{x}/{y}.png',
    lang: 'nl',
    texts: { zoomIn: 'Inzoomen', zoomOut: 'Uitzoomen', closePopup: 'Sluiten' },
    onAreas: jest.fn(),
    onModeEnd: jest.fn(),
    ...overrides,
  };
  const handle = showListMap(container, options);
  const map = maps.at(-1)!;
  const layers = <T extends L.Layer>(type: abstract new (...args: never[]) => T) => {
    const found: T[] = [];
    map.eachLayer((layer) => {
      if (layer instanceof type) found.push(layer);
    });
    return found;
  };
  return { handle, map, options, polygons: () => layers(L.Polygon), markers: () => layers(L.Marker) };
}

const ringOf = (layer: L.Polygon) => (layer.getLatLngs()[0] as L.LatLng[]).map(({ lat, lng }) => [lat, lng]);

describe('the map of a list', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the markers and the areas of the URL', () => {
    const { handle, polygons, markers } = openMap();
    expect(markers().map((one) => one.options.title)).toEqual(['House 1', 'House 2']);
    expect(polygons().map(ringOf)).toEqual([GENT]);
    handle.showAreas([GENT, BRUGGE], false);
    expect(polygons().map(ringOf)).toEqual([GENT, BRUGGE]);
    handle.showMarkers([marker(3, 51.2, 3.2)], false);
    expect(markers().map((one) => one.options.title)).toEqual(['House 3']);
    handle.remove();
  });

  it('adds an area drawn with Geoman to the others, and ends the mode', async () => {
    const { handle, map, options, polygons } = openMap();
    await handle.mode('draw');
    expect(map.pm.globalDrawModeEnabled()).toBe(true);
    const drawn = L.polygon(BRUGGE).addTo(map);
    map.fire('pm:create', { shape: 'Polygon', layer: drawn });
    expect(options.onAreas).toHaveBeenCalledWith([GENT, BRUGGE]);
    // The list's URL is the truth: the map shows the drawing once the list has it.
    expect(map.hasLayer(drawn)).toBe(false);
    expect(polygons()).toHaveLength(1);
    map.pm.disableDraw();
    expect(options.onModeEnd).toHaveBeenCalled();
    handle.remove();
  });

  it('reports an edited area with the others, and leaves the markers alone in edit mode', async () => {
    const { handle, map, options, polygons, markers } = openMap({ areas: [GENT, BRUGGE] });
    await handle.mode('edit');
    expect(map.pm.globalEditModeEnabled()).toBe(true);
    // The areas drawn before Geoman loaded were drawn again, editable.
    expect(polygons().every((layer) => layer.pm.enabled())).toBe(true);
    expect(markers().every((layer) => !layer.pm?.enabled())).toBe(true);
    const gent = polygons()[0]!;
    gent.setLatLngs([[51.2, 3.6], ...GENT.slice(1)]);
    gent.fire('pm:edit', { shape: 'Polygon', layer: gent });
    expect(options.onAreas).toHaveBeenCalledWith([[[51.2, 3.6], ...GENT.slice(1)], BRUGGE]);
    await handle.mode(null);
    expect(map.pm.globalEditModeEnabled()).toBe(false);
    handle.remove();
  });

  it.each([
    ['edit', (map: L.Map) => map.pm.disableGlobalEditMode()],
    ['remove', (map: L.Map) => map.pm.disableGlobalRemovalMode()],
  ] as const)('reports the end of the %s mode when Geoman ends it (Escape)', async (mode, escape) => {
    const { handle, map, options } = openMap();
    await handle.mode(mode);
    // Switching from one mode to another ends none for the visitor.
    await handle.mode('draw');
    await handle.mode(mode);
    expect(options.onModeEnd).not.toHaveBeenCalled();
    escape(map);
    expect(options.onModeEnd).toHaveBeenCalledTimes(1);
    handle.remove();
  });

  it('reports the areas left when one is removed', async () => {
    const { handle, map, options, polygons } = openMap({ areas: [GENT, BRUGGE] });
    await handle.mode('remove');
    expect(map.pm.globalRemovalModeEnabled()).toBe(true);
    const gent = polygons()[0]!;
    map.removeLayer(gent);
    map.fire('pm:remove', { shape: 'Polygon', layer: gent });
    expect(options.onAreas).toHaveBeenCalledWith([BRUGGE]);
    handle.remove();
  });

  it('gives its view as a rectangle', () => {
    const { handle, map } = openMap({ areas: [] });
    map.fitBounds([
      [51.0, 3.6],
      [51.1, 3.8],
    ]);
    const bounds = map.getBounds();
    expect(handle.viewArea()).toEqual([
      [bounds.getNorth(), bounds.getWest()],
      [bounds.getNorth(), bounds.getEast()],
      [bounds.getSouth(), bounds.getEast()],
      [bounds.getSouth(), bounds.getWest()],
    ]);
    handle.remove();
  });
});
