/** Where the signed-in user's own page lives: its route (index.ts) and every link to it use this. */
export const profilePaths = {
  profile: '/profile',
} as const;
