/** Where the bundles area lives: its routes (index.ts) and every link to it use these. */
export const bundlePaths = {
  list: '/bundles',
  add: '/bundles/add-bundle',
  edit: (id: number | string) => `/bundles/edit-bundle/${id}`,
} as const;
