import path from 'node:path';

/** Where the setup project (auth.setup.ts) keeps each demo identity's signed-in browser state. */
export const STORAGE_STATE = {
  admin: path.join(import.meta.dirname, '.auth', 'admin.json'),
  photographer: path.join(import.meta.dirname, '.auth', 'photographer.json'),
} as const;

/** For the tests of signing in: a browser that has never signed in. */
export const SIGNED_OUT = { cookies: [], origins: [] };
