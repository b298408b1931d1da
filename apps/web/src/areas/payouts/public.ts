/** What other areas may use of payouts (ESLint refuses reaching into another area's files). */
export { usePayout } from './api';
export { payoutPaths } from './paths';
