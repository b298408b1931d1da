/** What the app shell may use of the profile: where it lives. */
export { profilePaths } from './paths';
