/** What other modules may use of payouts; the rest of the folder is its own (eslint: no reaching in). */
export { gatherSalesLines, gatherTerms } from './gather.js';
export type { EventTerms } from './gather.js';
export { summaryAmounts } from './list.js';
export { payoutScope } from './scope.js';
export { SALES_LINE_KEYS, splitPayout } from './split.js';
