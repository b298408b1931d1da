/** User-facing messages from spec §8, word for word. */
export const MESSAGES = {
  uploadRequestFailed: 'Image Upload Failed, Please Try Again Later',
  uploadPutFailed: 'Image Upload Failed, Try Uploading the Image Again',
  noLink: 'No Link Available!',
  copied: 'Copied!',
  pageNotFound: (path: string) => `Page not found: ${path}`,
  invalidCredentials: 'Invalid e-mail or password',
  inactiveUser: 'This account is inactive. Ask an administrator to reactivate it.',
  emailNotConfirmed: 'Confirm your e-mail address first: follow the link in the e-mail we sent you.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again in a few minutes.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;
