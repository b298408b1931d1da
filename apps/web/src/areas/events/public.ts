/** What other areas may use of events (ESLint refuses reaching into another area's files). */
export { eventPaths } from './paths';
