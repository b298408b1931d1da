/** Where the gift cards area lives: its routes (index.ts) and every link to it use these. */
export const giftcardPaths = {
  list: '/giftcards',
  add: '/giftcards/add-giftcard',
  edit: (id: number | string) => `/giftcards/edit-giftcard/${id}`,
} as const;
