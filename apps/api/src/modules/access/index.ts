/** What other modules may use of access; the rest of the folder is its own (eslint: no reaching in). */
export {
  assertMayAssignRoles,
  assertMayManageUser,
  assertMayUseEmail,
  assertWithinOwn,
  freshActor,
  grantsOfRoles,
  isAdmin,
} from './escalation.js';
