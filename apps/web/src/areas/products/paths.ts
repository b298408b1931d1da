/** Where the products area lives: its routes (index.ts) and every link to it use these. */
export const productPaths = {
  list: '/products',
  add: '/products/add-product',
  edit: (id: number | string) => `/products/edit-product/${id}`,
} as const;
