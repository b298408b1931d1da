/** Where the levels area lives: its route (index.ts) and every link to it use this. */
export const levelPaths = {
  list: '/levels',
} as const;
