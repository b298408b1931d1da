/** Where the users area lives: its routes (index.ts) and every link to it use these. */
export const userPaths = {
  list: '/users',
  add: '/users/add-user',
  edit: (id: number | string) => `/users/edit-user/${id}`,
} as const;
