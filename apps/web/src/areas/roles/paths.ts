/** Where the roles area lives: its routes (index.ts) and every link to it use these. */
export const rolePaths = {
  list: '/roles',
  add: '/roles/add-role',
  edit: (id: number | string) => `/roles/edit-role/${id}`,
} as const;
