/** Where the school districts area lives: its routes (index.ts) and every link to it use these. */
export const schoolDistrictPaths = {
  list: '/school-districts',
  add: '/school-districts/add',
  edit: (id: number | string) => `/school-districts/edit/${id}`,
} as const;
