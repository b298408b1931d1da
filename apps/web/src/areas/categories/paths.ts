/** Where the categories area lives: its routes (index.ts) and every link to it use these. */
export const categoryPaths = {
  list: '/categories',
  add: '/categories/add-category',
  edit: (id: number | string) => `/categories/edit-category/${id}`,
} as const;
