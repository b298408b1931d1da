/** What other areas may use of users (the profile edits the signed-in user's own photographer details). */
export { PhotographerFields } from './components/PhotographerFields';
export { toPhotographerInput, toPhotographerValues, type PhotographerFormValues } from './user-form/formValues';
