/** What other areas may use of browse-and-buy (ESLint refuses reaching into another area's files). */
export { browseAndBuyPaths } from './paths';
