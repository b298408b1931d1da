/** Where the organizations area lives: its routes (index.ts) and every link to it use these. */
export const organizationPaths = {
  list: '/organizations',
  add: '/organizations/add-organization',
  edit: (id: number | string) => `/organizations/edit-organization/${id}`,
  view: (id: number | string) => `/organizations/view-organization/${id}`,
} as const;
