/** Google Maps' documented URL that opens Street View at a point (Maps URLs, `map_action=pano`). */
export function streetViewUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat},${lng}`;
}
