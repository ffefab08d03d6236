/** What the remotes' Leaflet maps share (loaded with the map: Leaflet is their dependency, not the kit's). */
export { addGeoman } from './geoman.js';
