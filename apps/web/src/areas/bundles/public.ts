/** What other areas may use of bundles (ESLint refuses reaching into another area's files). */
export { bundlePaths } from './paths';
