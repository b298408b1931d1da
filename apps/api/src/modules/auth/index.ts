/** What other modules may use of auth; the rest of the folder is its own (eslint: no reaching in). */
export { issueLink } from './links.js';
export { hashPassword, verifyPassword } from './password.js';
export { closeConfirmLinks } from './registration.js';
export { endUserAccess } from './sessions.js';
export { reserveAttempt, settleAttempt } from './throttle.js';
