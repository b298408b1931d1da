/** What other modules may use of events; the rest of the folder is its own (eslint: no reaching in). */
export { auditWithoutPay } from './detail.js';
export { assertCanSee, isScopedPhotographer } from './scope.js';
export { default as assignmentConfirmationRoutes } from './confirmation-routes.js';
