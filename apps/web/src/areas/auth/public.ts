/** What the app shell may use of the public pages: where they live. */
export { authPaths } from './paths';
