/** What other modules may use of users; the rest of the folder is its own (eslint: no reaching in). */
export { auditView } from './audit-view.js';
export { issuePasswordLink } from './invitations.js';
export { addressLine, assertContactFree, saveAddress, saveAvatar, translateContactConflict } from './person-store.js';
export { savePhotographerProfile } from './photographer-store.js';
export { findUserRow, getUserDetail } from './detail.js';
