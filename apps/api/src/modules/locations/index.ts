/** What other modules may use of locations; the rest of the folder is its own (eslint: no reaching in). */
export { loadPlaceIndex } from './service.js';
export type { PlaceIndex } from './service.js';
