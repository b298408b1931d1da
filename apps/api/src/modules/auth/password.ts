import { hash, verify } from '@node-rs/argon2';

/** Argon2id (algorithm 2) with the library's OWASP-level defaults. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: 2 });
}

export async function verifyPassword(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** Verifying against a fixed hash keeps "no such user" as slow as "wrong password". */
let dummy: Promise<string> | undefined;
export async function burnVerifyTime(plain: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, plain);
}
