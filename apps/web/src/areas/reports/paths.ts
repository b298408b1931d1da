/** Where the reports area lives: its route (index.ts) and every link to it use this. */
export const reportPaths = {
  list: '/reports',
} as const;
