/** What other areas may use of school districts (an organization's page links to its district). */
export { schoolDistrictPaths } from './paths';
