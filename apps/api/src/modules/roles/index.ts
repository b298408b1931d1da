/** What other modules may use of roles; the rest of the folder is its own (eslint: no reaching in). */
export { getRole } from './detail.js';
