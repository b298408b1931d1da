/** Where the public pages live: their routes (index.ts) and every link to them use these. */
export const authPaths = {
  signIn: '/',
  /** The sign-in page's forgot-password step. */
  forgotPassword: '/?forgot',
  register: '/register',
  resetPassword: '/reset-password',
} as const;
