/** The endpoints `npm run bench` measures; each area adds its list and detail calls here. */
export interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object | ((token: string) => object);
}

export function endpoints(levelsPage: { data: Array<{ id: number }> }): Endpoint[] {
  const levelId = levelsPage.data[0]?.id ?? 1;
  return [
    { name: 'levels list', path: '/api/levels' },
    { name: 'levels search', path: '/api/levels?q=var&sort=-name' },
    { name: 'levels detail', path: `/api/levels/${levelId}` },
    {
      name: 'verify-token',
      path: '/api/authentication/verify-token',
      method: 'POST',
      body: (token) => ({ token, now: Math.floor(Date.now() / 1000) }),
    },
  ];
}
